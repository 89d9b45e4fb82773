import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EvvMsg, UserType, type EvvExceptionOut } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { ResolveText } from '../components/ResolveDialog';
import { buildEvvException, resolvedBy } from '../../../test/evv-fixtures';

const listOf = (rows: EvvExceptionOut[]): MockRoute => ({ body: { data: rows, recordCount: rows.length } });

function renderExceptions(path = '/admin/evv-exceptions', routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /evv/exceptions': listOf([buildEvvException()]),
    'GET /visits/refused': { body: { data: [], recordCount: 0 } },
    ...routes,
  });
  signIn({ userType: UserType.Admin });
  const app = renderApp(path);
  const asked = () => api.callsTo('GET /evv/exceptions').map((c) => Object.fromEntries(c.query));
  return { api, app, asked };
}

// Hidden from the accessibility tree while a dialog is open.
const table = () => screen.getByRole('table', { name: 'EVV exceptions', hidden: true });

describe('EVV Exceptions', () => {
  it('lists the open exceptions first, each with its visit and a link to the work entry', async () => {
    const { asked } = renderExceptions();
    const row = (await screen.findByText('Too far from the client')).closest('tr')!;
    expect(asked()).toEqual([{ resolved: 'false', offset: '0', limit: '10' }]);
    expect(row).toHaveTextContent('03/05/2024');
    expect(row).toHaveTextContent('Rivera, Sam');
    expect(row).toHaveTextContent('Alvarez, Rosa');
    expect(row).toHaveTextContent('W1726');
    expect(row).toHaveTextContent("Clock-out was 0.59 mi (945 m) from the client's address");
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Open the work entry/ })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=5',
    );
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const { app, asked } = renderExceptions();
    await screen.findByText('Too far from the client');

    await app.user.click(screen.getByRole('combobox', { name: 'Type' }));
    await app.user.click(await screen.findByRole('option', { name: 'No signature' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?type=no_signature'));

    await app.user.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?type=no_signature&resolved=true'));

    await fillIn(app.user, screen.getByLabelText('From'), '2024-03-01');
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?fromDate=2024-03-01&type=no_signature&resolved=true'),
    );
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        fromDate: '2024-03-01',
        type: 'no_signature',
        resolved: 'true',
        offset: '0',
        limit: '10',
      }),
    );

    // To before From is not asked for.
    const calls = asked().length;
    await fillIn(app.user, screen.getByLabelText('To'), '2024-02-01');
    expect(await screen.findByText(EvvMsg.rangeReversed)).toBeInTheDocument();
    expect(asked()).toHaveLength(calls);
  });

  it("opens narrowed from a link (one work entry's, of any status) and can be widened again", async () => {
    const { app, asked } = renderExceptions('/admin/evv-exceptions?workEntryId=5&resolved=all');
    await screen.findByText('Too far from the client');
    expect(asked()[0]).toEqual({ resolved: 'all', workEntryId: '5', offset: '0', limit: '10' });
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?resolved=all'));
  });

  it('says when nothing matches', async () => {
    renderExceptions('/admin/evv-exceptions', { 'GET /evv/exceptions': listOf([]) });
    expect(await screen.findByText('No open EVV exceptions')).toBeInTheDocument();
  });

  it('resolves an exception with a required note: the row then shows who, when and why', async () => {
    const { api, app } = renderExceptions('/admin/evv-exceptions', {
      'POST /evv/exceptions/41/resolve': ({ body }) => ({
        body: { data: resolvedBy(buildEvvException(), (body as { note: string }).note) },
      }),
    });
    await screen.findByText('Too far from the client');
    await app.user.click(screen.getByRole('button', { name: /^Resolve:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve EVV exception' });
    const note = within(dialog).getByRole('textbox', { name: 'Resolution note' });
    expect(note).toHaveFocus();

    await app.user.type(note, '   ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText(EvvMsg.noteRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /evv/exceptions/41/resolve')).toHaveLength(0);

    await fillIn(app.user, note, 'Client was at the day program; supervisor confirmed.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText(ResolveText.resolved)).toBeInTheDocument();
    expect(api.callsTo('POST /evv/exceptions/41/resolve')[0]?.body).toEqual({
      note: 'Client was at the day program; supervisor confirmed.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByText('Too far from the client').closest('tr')!;
    expect(row).toHaveTextContent('Resolved');
    expect(row).toHaveTextContent('by Doe, Jane on 03/06/2024 09:30 AM');
    expect(row).toHaveTextContent('Client was at the day program; supervisor confirmed.');
    expect(within(row).queryByRole('button', { name: /^Resolve:/ })).not.toBeInTheDocument();
  });

  it('says so when someone else resolved it first, and shows theirs', async () => {
    let first = true;
    const { app } = renderExceptions('/admin/evv-exceptions', {
      'GET /evv/exceptions': () => {
        const rows = first ? [buildEvvException()] : [resolvedBy(buildEvvException(), 'Checked with the family.')];
        first = false;
        return listOf(rows) as { body: unknown };
      },
      'POST /evv/exceptions/41/resolve': apiError(409, 'ALREADY_RESOLVED', EvvMsg.alreadyResolved),
    });
    await screen.findByText('Too far from the client');
    await app.user.click(screen.getByRole('button', { name: /^Resolve:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve EVV exception' });
    await fillIn(app.user, within(dialog).getByRole('textbox', { name: 'Resolution note' }), 'Confirmed by phone.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await within(dialog).findByText(EvvMsg.alreadyResolved)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Resolution note' })).toHaveValue('Confirmed by phone.');
    await waitFor(() => expect(table()).toHaveTextContent('Checked with the family.'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a resolved exception's resolution, and an auto-cleared one as no longer applying", async () => {
    renderExceptions('/admin/evv-exceptions?resolved=true', {
      'GET /evv/exceptions': listOf([
        resolvedBy(buildEvvException(), 'Staff forgot to clock out on site.'),
        buildEvvException({
          id: 42,
          type: 'no_signature',
          label: 'No signature',
          message: 'The client did not sign',
          resolved: true,
          autoCleared: true,
          resolvedAt: '2024-03-07T15:00:00.000Z',
        }),
      ]),
    });
    const resolved = (await screen.findByText('Too far from the client')).closest('tr')!;
    expect(resolved).toHaveTextContent('by Doe, Jane on 03/06/2024 09:30 AM');
    expect(resolved).toHaveTextContent('Staff forgot to clock out on site.');
    const cleared = screen.getByText('No signature').closest('tr')!;
    expect(cleared).toHaveTextContent('No longer applied after the entry changed (03/07/2024 10:00 AM)');
  });

  it("opens an exception's details with the visit's places on a map and in a legend", async () => {
    const { app } = renderExceptions();
    await screen.findByText('Too far from the client');
    await app.user.click(screen.getByRole('button', { name: /^Details and map:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Too far from the client' });
    const legend = within(dialog).getByRole('list', { name: 'Map legend' });
    expect(legend).toHaveTextContent("Client's address39.95270, -75.16510");
    expect(legend).toHaveTextContent('Clock-in0.01 mi (14 m) from the client');
    expect(legend).toHaveTextContent('Clock-out0.59 mi (945 m) from the client');
    const map = await within(dialog).findByRole('region', { name: "Map of the visit's locations" });
    expect(within(map).getByRole('img', { name: /^Clock-out: / })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'W1726 - Rivera, Sam - 03/05/2024' })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=5',
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('dialog', { name: 'Resolve EVV exception' })).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    window.innerWidth = 375;
    renderExceptions();
    const cards = await screen.findByRole('list', { name: 'EVV exceptions' });
    expect(within(cards).getByText('Too far from the client')).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: /^Resolve:/ })).toBeInTheDocument();
  });

  it('is for admins: a signed-in user of another type is sent to their own home', async () => {
    mockApi();
    // Not Staff: every /admin/ path already sends staff away; a supports coordinator meets this screen's guard.
    signIn({ userType: UserType.SupportCoordinator });
    const app = renderApp('/admin/evv-exceptions');
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
  });
});
