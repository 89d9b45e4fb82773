import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserType, type EvvExceptionOut } from '@hearth/shared';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildEvvException, buildMissedVisitException } from '../../../test/evv-fixtures';

const listOf = (rows: EvvExceptionOut[]): MockRoute => ({ body: { data: rows, recordCount: rows.length } });
const schedulePath = '/admin/schedule?week=2024-03-05&view=client&clientId=3&day=2024-03-05';

function renderExceptions() {
  mockApi({
    'GET /evv/exceptions': listOf([buildMissedVisitException(), buildEvvException()]),
    'GET /visits/refused': { body: { data: [], recordCount: 0 } },
  });
  signIn({ userType: UserType.Admin });
  return renderApp('/admin/evv-exceptions');
}

const width = window.innerWidth;
afterEach(() => {
  window.innerWidth = width;
});

describe('late and missed planned visits in the EVV exceptions', () => {
  it('show the planned visit (client, open shift, planned time) and link to the schedule, not to an entry', async () => {
    renderExceptions();
    const row = (await screen.findByText('Missed visit')).closest('tr')!;
    expect(row).toHaveTextContent('03/05/2024');
    expect(row).toHaveTextContent(/Planned 09:00 AM–10:00 AM/);
    expect(row).toHaveTextContent('Open shift (no staff)');
    expect(row).toHaveTextContent('Alvarez, Rosa');
    expect(row).toHaveTextContent('W1726');
    expect(row).toHaveTextContent('Nobody clocked in by the planned end of the visit');
    expect(within(row).queryByRole('link', { name: /Open the work entry/ })).toBeNull();
    expect(within(row).getByRole('link', { name: /Open the schedule/ })).toHaveAttribute('href', schedulePath);
    // The entry's row beside it keeps its link.
    const entryRow = screen.getByText('Too far from the client').closest('tr')!;
    expect(within(entryRow).getByRole('link', { name: /Open the work entry/ })).toBeInTheDocument();
  });

  it('show the planned visit on a phone card too', async () => {
    window.innerWidth = 375;
    renderExceptions();
    const cards = await screen.findByRole('list', { name: 'EVV exceptions' });
    const card = within(cards).getByText('Missed visit').closest('li')!;
    expect(card).toHaveTextContent(/Visit:\s*Planned 09:00 AM–10:00 AM/);
    expect(card).toHaveTextContent(/Staff:\s*Open shift \(no staff\)/);
    expect(within(card).getByRole('link', { name: /Open the schedule/ })).toHaveAttribute('href', schedulePath);
    expect(within(card).getByRole('button', { name: /^Resolve: Missed visit/ })).toBeInTheDocument();
  });

  it('open their details with the planned visit and the client’s address', async () => {
    const app = renderExceptions();
    const row = (await screen.findByText('Missed visit')).closest('tr')!;
    await app.user.click(within(row).getByRole('button', { name: /Details and map/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Missed visit' });
    expect(within(dialog).getByRole('link', { name: /Planned 09:00 AM–10:00 AM/ })).toHaveAttribute(
      'href',
      schedulePath,
    );
    expect(within(dialog).queryByText('Work entry')).toBeNull();
    expect(within(dialog).queryByText('Clock-in')).toBeNull();
    expect(within(dialog).getAllByText("Client's address").length).toBeGreaterThan(0);
  });
});
