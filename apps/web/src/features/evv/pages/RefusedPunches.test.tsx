import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType, type RefusedVisitActionOut } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { RefusedText } from '../components/RefusedPunchesPanel';
import { buildEvvException, buildRefusedAction } from '../../../test/evv-fixtures';

const page = (rows: RefusedVisitActionOut[], recordCount = rows.length): MockRoute => ({
  body: { data: rows, recordCount },
});

const abandonedComplete = buildRefusedAction({
  id: 302,
  kind: 'complete',
  workEntryId: 9,
  deviceTime: '2024-03-06 15:30:00',
  receivedAt: '2024-03-06 19:02:00',
  errorCode: 'ALREADY_ABANDONED',
  message: 'This visit was abandoned.',
});

function renderPanel(refused: MockRoute) {
  const api = mockApi({
    'GET /evv/exceptions': { body: { data: [buildEvvException()], recordCount: 1 } },
    'GET /visits/refused': refused,
  });
  signIn({ userType: UserType.Admin });
  const app = renderApp('/admin/evv-exceptions');
  const asked = () => api.callsTo('GET /visits/refused').map((c) => Object.fromEntries(c.query));
  return { app, asked };
}

const section = () => screen.getByRole('region', { name: RefusedText.title });
const table = () => screen.findByRole('table', { name: RefusedText.list });

describe('Refused offline punches (EVV Exceptions page)', () => {
  it('lists each refused punch: staff, client, service, what it was, the phone’s and the server’s times, why', async () => {
    const { asked } = renderPanel(page([abandonedComplete, buildRefusedAction()]));
    const list = await table();
    const start = (await within(list).findByText('Client service not found')).closest('tr')!;
    expect(asked()).toEqual([{ offset: '0', limit: '10' }]);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Staff', 'Client', 'Service', 'Action', 'Phone time', 'Received', 'Reason', '']);
    expect([...start.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Rivera, Sam',
      'Alvarez, Rosa',
      'W1726',
      'Clock-in',
      '03/05/2024 09:00 AM',
      '03/05/2024 01:12 PM',
      'Client service not found',
      '',
    ]);
    const complete = within(list).getByText('This visit was abandoned.').closest('tr')!;
    expect(complete).toHaveTextContent('Clock-out');
    expect(within(complete).getByRole('link', { name: /^Open the work entry/ })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=9',
    );
    expect(section()).toHaveTextContent(RefusedText.intro);
  });

  it('shows a dash for what a refused action did not name', async () => {
    renderPanel(page([buildRefusedAction({ clientId: null, clientName: null, serviceCode: null, deviceTime: null })]));
    const row = (await within(await table()).findByText('Rivera, Sam')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(1, 5)).toEqual(['-', '-', 'Clock-in', '-']);
  });

  it('pages through them', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => buildRefusedAction({ id: 400 + i }));
    const { app, asked } = renderPanel(({ query }) =>
      query.get('offset') === '10'
        ? (page([abandonedComplete], 11) as { body: unknown })
        : (page(rows, 11) as { body: unknown }),
    );
    expect(await within(await table()).findAllByText('Rivera, Sam')).toHaveLength(10);
    expect(within(section()).getByText('1–10 of 11')).toBeInTheDocument();
    await app.user.click(within(section()).getByRole('button', { name: 'Go to next page' }));
    expect(await within(section()).findByText('This visit was abandoned.')).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ offset: '10', limit: '10' });
  });

  it('says when there are none', async () => {
    renderPanel(page([]));
    expect(await screen.findByText(RefusedText.empty)).toBeInTheDocument();
    expect(section()).toContainElement(screen.getByText(RefusedText.empty));
  });

  it('shows cards on a phone', async () => {
    window.innerWidth = 375;
    renderPanel(page([buildRefusedAction()]));
    const cards = await screen.findByRole('list', { name: RefusedText.list });
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Rivera, Sam');
    expect(card).toHaveTextContent('Action: Clock-in');
    expect(card).toHaveTextContent('Reason: Client service not found');
  });

  it('shows the error when the list cannot be read', async () => {
    renderPanel(apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(section()).toContainElement(screen.getByText('Something went wrong on our side.'));
  });
});
