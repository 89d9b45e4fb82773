import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignatureMsg, UserType } from '@hearth/shared';
import { SignatureBlockText } from '../../../components/signature';
import { FAKE_SIGNATURE } from '../../../components/signature/fake-signature-canvas';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, signIn } from '../../../test/render';
import { buildOpenVisit, buildVisit, buildVisitClient, visitReply } from '../test-fixtures';
import { renderVisitScreen } from '../test-render';
import { VisitText } from './VisitsPage';

vi.mock(
  '../../../components/signature/SignatureCanvas',
  () => import('../../../components/signature/fake-signature-canvas'),
);

const completed = buildVisit();
const open = buildOpenVisit(new Date('2026-05-05T12:00:00Z'), { clientName: 'Nguyen, Anh', clientId: 6 });

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /visits': { body: { data: [completed], recordCount: 1 } },
    'GET /visits/inprogress': { body: { data: null } },
    'GET /client/client_list/assigned': { body: { data: [{ clientId: 5, name: 'Lopez, Maria' }] } },
    'GET /clientbyId': { body: { data: buildVisitClient() } },
    'GET /serviceRequestByClientId': { body: { data: [] } },
    ...overrides,
  });
}

describe('VisitsPage', () => {
  it('lists visits in their time zone and starts a visit only once a client is chosen', async () => {
    const calls = api();
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    const table = await screen.findByRole('table', { name: 'Visits' });
    const row = (await within(table).findByText('Lopez, Maria')).closest('tr')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Client Name',
      'Service Name',
      'Clock In Date',
      'Clock In Time',
      'Clock Out Date',
      'Clock Out Time',
      'Notes',
      'Status',
    ]);
    // 13:05 and 15:20 UTC are 09:05 AM and 11:20 AM in New York (EDT).
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Lopez, Maria',
      'Companion',
      '05/04/2026',
      '09:05 AM',
      '05/04/2026',
      '11:20 AM',
      'Walked to the park and practised budgeting.',
      'Completed',
    ]);
    expect(Object.fromEntries(calls.callsTo('GET /visits')[0]!.query)).toEqual({
      offset: '0',
      limit: '10',
      filter: 'recent',
    });
    expect(screen.getByText('Visits per page')).toBeInTheDocument();
    expect(screen.queryByText('You have a visit in progress')).not.toBeInTheDocument();

    // Shown once the visit in progress is known (the server's answer and the phone's queue).
    const createNew = await screen.findByRole('button', { name: 'CREATE NEW' });
    expect(createNew).toBeDisabled();
    // Why it is disabled, said next to it and tied to the button.
    expect(createNew).toHaveAccessibleDescription(VisitText.chooseClient);
    const clientBox = screen.getByRole('combobox', { name: 'Search Client' });
    await app.user.click(clientBox);
    await app.user.type(clientBox, 'lop');
    // The caller's clients are searched on the server, a bounded page at a time.
    await waitFor(() =>
      expect(Object.fromEntries(calls.callsTo('GET /client/client_list/assigned').at(-1)!.query)).toEqual({
        search: 'lop',
        limit: '50',
      }),
    );
    await app.user.click(await screen.findByRole('option', { name: 'Lopez, Maria' }));
    expect(createNew).toBeEnabled();
    expect(screen.queryByText(VisitText.chooseClient)).not.toBeInTheDocument();
    await app.user.click(createNew);
    await waitFor(() => expect(app.pathname()).toBe('/staff/start-visit'));
    expect(app.router.state.location.state).toEqual({ client: { clientId: 5, name: 'Lopez, Maria' } });
    expect(await screen.findByText('No Service associated to this client')).toBeInTheDocument();
  });

  it('shows the in-progress banner instead of the client dropdown and CREATE NEW', async () => {
    api({
      'GET /visits': { body: { data: [open, completed], recordCount: 2 } },
      'GET /visits/inprogress': { body: { data: open } },
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    const banner = await screen.findByRole('link', { name: 'You have a visit in progress' });
    expect(banner).toHaveAttribute('href', '/staff/visit-progress');
    const row = (await screen.findByText('Nguyen, Anh')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('-');
    expect(cells[5]).toHaveTextContent('-');
    expect(within(row).getByText('In Progress')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Continue visit with Nguyen, Anh' })).toHaveAttribute(
      'href',
      '/staff/visit-progress',
    );
    expect(screen.queryByRole('combobox', { name: 'Search Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CREATE NEW' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('combobox', { name: 'Filter' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Visits', 'Recently Added']);
  });

  it('shows cards with a notes link on phones, and No Visits when empty', async () => {
    window.innerWidth = 375;
    const calls = api({ 'GET /visits': { body: { data: [buildVisit({ notes: null })], recordCount: 1 } } });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    const cards = await screen.findByRole('list', { name: 'Visits' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await app.user.click(within(cards).getByRole('button', { name: 'Add a Note.. (Lopez, Maria)' }));
    expect(within(cards).getByText('Add a Note..')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: /Visit Notes/ })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    calls.set('GET /visits', { body: { data: [], recordCount: 0 } });
    await fillIn(app.user, screen.getByRole('searchbox', { name: 'Search visits' }), 'zzz');
    expect(await screen.findByText('No Visits')).toBeInTheDocument();
    expect(Object.fromEntries(calls.callsTo('GET /visits').at(-1)!.query)).toMatchObject({ name: 'zzz' });
  });

  it('edits notes in the modal: view mode, edit mode, cancel back to view, save and reload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-07T12:00:00Z'));
    const signed = { ...completed, signature: FAKE_SIGNATURE };
    const calls = api({
      'GET /visits/byId': { body: { data: signed } },
      'POST /visits/update': (call) => visitReply('Visit updated', { ...signed, ...(call.body as object), version: 3 }),
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    await app.user.click(await screen.findByRole('button', { name: 'Edit notes for Lopez, Maria' }));
    const dialog = await screen.findByRole('dialog', { name: /Visit Notes/ });
    expect(within(dialog).getByText('Last edited 3 days ago')).toBeInTheDocument();
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(await within(dialog).findByText('12 Oak St, Scranton, PA 18503')).toBeInTheDocument();
    expect(within(dialog).getByText('05/04/2026 09:05 AM')).toBeInTheDocument();
    expect(within(dialog).getByText('05/04/2026 11:20 AM')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Signature' })).toHaveAttribute('src', FAKE_SIGNATURE);
    // View mode: the saved values are text in normal colour, not greyed disabled fields.
    const shown = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(shown('Progress')).toHaveTextContent('Increased');
    expect(shown('Notes')).toHaveTextContent(completed.notes!);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'SAVE CHANGES' })).not.toBeInTheDocument();

    // EDIT → change → CANCEL returns to view mode with the saved values.
    await app.user.click(within(dialog).getByRole('button', { name: 'EDIT' }));
    await fillIn(app.user, within(dialog).getByLabelText('Notes'), 'Discarded text');
    await app.user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(shown('Notes')).toHaveTextContent(completed.notes!);
    expect(within(dialog).getByRole('button', { name: 'EDIT' })).toBeInTheDocument();

    // EDIT again: a new signature is required before saving.
    await app.user.click(within(dialog).getByRole('button', { name: 'EDIT' }));
    await fillIn(app.user, within(dialog).getByLabelText('Notes'), 'Cooked lunch together.');
    await app.user.click(within(dialog).getByLabelText('Maintained'));
    await app.user.click(within(dialog).getByLabelText('Edit signature'));
    const save = within(dialog).getByRole('button', { name: 'SAVE CHANGES' });
    expect(save).toBeDisabled();
    await app.user.click(within(dialog).getByLabelText('Sign the signature pad'));
    expect(save).toBeEnabled();
    const listLoads = calls.callsTo('GET /visits').length;
    await app.user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.callsTo('POST /visits/update')[0]!.body).toEqual({
      // Every visit call carries the phone's action id (a retry is not applied twice).
      clientActionId: expect.any(String),
      workEntryId: 41,
      notes: 'Cooked lunch together.',
      progress: 2,
      signature: FAKE_SIGNATURE,
      typedSignature: null,
      noSignatureReason: null,
      noSignatureText: null,
      version: 2,
    });
    expect(await screen.findByText('Visit updated')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET /visits').length).toBeGreaterThan(listLoads));
    vi.useRealTimers();
  });

  it('shows a typed name or the reason as such, and lets the staff member change the way the client signed', async () => {
    const typed = { ...completed, typedSignature: 'Rosa Alvarez' };
    const calls = api({
      'GET /visits/byId': { body: { data: typed } },
      'POST /visits/update': (call) => visitReply('Visit updated', { ...typed, ...(call.body as object), version: 3 }),
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    await app.user.click(await screen.findByRole('button', { name: 'Edit notes for Lopez, Maria' }));
    const dialog = await screen.findByRole('dialog', { name: /Visit Notes/ });
    expect(await within(dialog).findByText('Typed signature')).toBeInTheDocument();
    expect(within(dialog).getByText('Rosa Alvarez')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Signature' })).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'EDIT' }));
    expect(within(dialog).getByRole('radio', { name: 'Type name' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: SignatureBlockText.typedLabel })).toHaveValue('Rosa Alvarez');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Client cannot sign' }));
    const save = within(dialog).getByRole('button', { name: 'SAVE CHANGES' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText(SignatureMsg.unknownReason)).toBeInTheDocument();
    await app.user.selectOptions(
      within(dialog).getByRole('combobox', { name: SignatureBlockText.reasonLabel }),
      'declined',
    );
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await app.user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.callsTo('POST /visits/update')[0]!.body).toMatchObject({
      signature: null,
      typedSignature: null,
      noSignatureReason: 'declined',
      noSignatureText: null,
    });

    // Opened again: the saved reason, in words.
    calls.set('GET /visits/byId', { body: { data: { ...completed, noSignatureReason: 'declined' } } });
    await app.user.click(await screen.findByRole('button', { name: 'Edit notes for Lopez, Maria' }));
    const reopened = await screen.findByRole('dialog', { name: /Visit Notes/ });
    expect(await within(reopened).findByText('Client could not sign: Client declined to sign')).toBeInTheDocument();
  });

  it('keeps the modal in edit mode with the text when saving fails', async () => {
    const signed = { ...completed, signature: FAKE_SIGNATURE };
    api({
      'GET /visits/byId': { body: { data: signed } },
      'POST /visits/update': {
        status: 409,
        body: { code: 409, error: 'STALE_RECORD', message: 'This visit was changed by someone else.' },
      },
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    await app.user.click(await screen.findByRole('button', { name: 'Edit notes for Lopez, Maria' }));
    const dialog = await screen.findByRole('dialog', { name: /Visit Notes/ });
    await app.user.click(await within(dialog).findByRole('button', { name: 'EDIT' }));
    await fillIn(app.user, within(dialog).getByLabelText('Notes'), 'Keep me');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));
    expect(await screen.findByText('This visit was changed by someone else.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Keep me');
  });

  it('gives admins everyone’s visits with the spec’s columns and a Staff Name, editing through the work entry editor', async () => {
    const calls = api({
      'GET /visits': { body: { data: [completed], recordCount: 1 } },
      'GET /visits/byId': { body: { data: { ...completed, signature: FAKE_SIGNATURE } } },
    });
    signIn({ userType: UserType.Admin });
    const app = renderVisitScreen('/admin/visits');
    const table = await screen.findByRole('table', { name: 'Visits' });
    const row = (await within(table).findByText('Lopez, Maria')).closest('tr')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Client Name',
      'Staff Name',
      'Service Name',
      'Clock In Date',
      'Clock In Time',
      'Clock Out Date',
      'Clock Out Time',
      'Notes',
      'Status',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual(['Lopez, Maria', 'Doe, Jane', 'Companion', '05/04/2026', '09:05 AM', '05/04/2026', '11:20 AM']);
    expect(screen.getByRole('combobox', { name: /Visits per page/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search Client' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CREATE NEW' })).toBeDisabled();
    expect(screen.getByText(VisitText.chooseClientForEntry)).toBeInTheDocument();
    // Clocking in is the staff member's own: admins never ask for an open visit.
    expect(calls.callsTo('GET /visits/inprogress')).toHaveLength(0);

    await app.user.click(within(row).getByRole('button', { name: 'Edit notes for Lopez, Maria' }));
    const dialog = await screen.findByRole('dialog', { name: /Visit Notes/ });
    expect(await within(dialog).findByRole('link', { name: 'EDIT' })).toHaveAttribute(
      'href',
      '/admin/edit-timeSheet?id=41',
    );
  });

  it('sends an admin’s CREATE NEW to the timesheet form with the chosen client', async () => {
    api({
      'GET /user/user_list': { body: { data: [{ userId: 7, name: 'Doe, Jane' }] } },
      'GET /client/client_list': { body: { data: [{ clientId: 5, name: 'Lopez, Maria' }] } },
    });
    signIn({ userType: UserType.Admin });
    const app = renderVisitScreen('/admin/visits');
    await app.user.click(await screen.findByRole('combobox', { name: 'Search Client' }));
    await app.user.click(await screen.findByRole('option', { name: 'Lopez, Maria' }));
    await app.user.click(screen.getByRole('button', { name: 'CREATE NEW' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/create-timeSheet'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Client Name/ })).toHaveValue('Lopez, Maria'));
  });
});
