import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, WorkEntryMsg } from '@hearth/shared';
import { SignatureBlockText } from '../../../components/signature';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { localIsoDate } from '../../../lib/format';
import { buildEvvException } from '../../../test/evv-fixtures';
import { BilledText } from '../components/BilledNotice';
import { VerificationHint } from '../components/TimesheetNoteFields';
import { VerifyConfirmText } from '../components/VerifyConfirmation';
import { TimesheetText } from '../timesheet-form';
import {
  buildClientService,
  buildWorkEntry,
  clientOptionsBody,
  serviceOptionsBody,
  staffOptionsBody,
} from '../test-fixtures';

vi.mock(
  '../../../components/signature/SignatureCanvas',
  () => import('../../../components/signature/fake-signature-canvas'),
);

const entry = buildWorkEntry();

function baseRoutes(): Record<string, MockRoute> {
  return {
    'GET /user/user_list': { body: staffOptionsBody },
    'GET /client/client_list': { body: clientOptionsBody },
    'GET /serviceRequestByClientId': ({ query }) => ({
      body: { data: query.get('client_id') === '3' ? [buildClientService()] : [] },
    }),
    'GET /clientbyId': ({ query }) => ({
      body: {
        data: { clientId: Number(query.get('client_id')), goalsOutcomes: 'Build independence in shopping.' },
      },
    }),
    'GET /work_entry': { body: { data: [], recordCount: 0 } },
    'GET /serviceRequestList': { body: serviceOptionsBody },
    'GET /WorkEntryById': { body: { data: entry } },
    'GET /work_entry/history': { body: { data: [] } },
    'GET /userById': ({ query }) => ({
      body: { data: { userId: Number(query.get('user_id')), percentagePaid: 60 } },
    }),
  };
}

function setUp(path: string, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...baseRoutes(), ...routes });
  signIn();
  return { api, app: renderApp(path) };
}

type App = ReturnType<typeof renderApp>;

async function pick(app: App, label: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
  await app.user.click(box);
  await app.user.click(await screen.findByRole('option', { name: option }));
}

const setInput = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function setTimes(start: [string, string], end: [string, string]) {
  setInput(/^Start Date/, start[0]);
  setInput(/^Start Time/, start[1]);
  setInput(/^End Date/, end[0]);
  setInput(/^End Time/, end[1]);
}

describe('Create Work Entry (timesheet)', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('names every missing field with the spec messages and sends nothing', async () => {
    const { api, app } = setUp('/admin/create-timeSheet');
    await app.user.click(await screen.findByRole('button', { name: 'SAVE' }));
    for (const message of [
      WorkEntryMsg.staffRequired,
      WorkEntryMsg.clientRequired,
      WorkEntryMsg.serviceRequired,
      WorkEntryMsg.startDateRequired,
      WorkEntryMsg.startTimeRequired,
      WorkEntryMsg.endDateRequired,
      WorkEntryMsg.endTimeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /work_entry')).toHaveLength(0);
    // Creating: no reason for change, and the signature pad is there to sign.
    expect(screen.queryByRole('combobox', { name: /Reason for change/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign the signature pad' })).toBeInTheDocument();
  });

  it('keeps Client Service disabled until the chosen client has services', async () => {
    const { app } = setUp('/admin/create-timeSheet');
    const service = await screen.findByRole('combobox', { name: /^Client Service/ });
    expect(service).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(TimesheetText.chooseClientFirst)).toBeInTheDocument();

    await pick(app, /^Client Name/, 'Brown, Tom');
    expect(await screen.findByText(WorkEntryMsg.noService)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Client Service/ })).toHaveAttribute('aria-disabled', 'true');

    await pick(app, /^Client Name/, 'Alvarez, Rosa');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Client Service/ })).not.toHaveAttribute('aria-disabled'),
    );
    // Read-only text from the client's record, not a field.
    const goals = screen.getByText('Goals and outcomes', { selector: 'dt' }).nextElementSibling!;
    await waitFor(() => expect(goals).toHaveTextContent('Build independence in shopping.'));
    expect(screen.queryByRole('textbox', { name: /Goals and outcomes/ })).not.toBeInTheDocument();
  });

  it('does not take a start in the future, an end before the start, or an end on another day', async () => {
    const { app } = setUp('/admin/create-timeSheet');
    await screen.findByRole('button', { name: 'SAVE' });
    setTimes([localIsoDate(1), '09:00'], [localIsoDate(1), '10:00']);
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(WorkEntryMsg.startInFuture)).toBeInTheDocument();

    setTimes(['2024-03-05', '09:00'], ['2024-03-05', '08:00']);
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(WorkEntryMsg.endBeforeStart)).toBeInTheDocument();

    setTimes(['2024-03-05', '09:00'], ['2024-03-06', '00:00']);
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(WorkEntryMsg.notSameDay)).toBeInTheDocument();
  });

  it('previews the amounts, sends the times in UTC wire format, then opens the Work Entries list', async () => {
    const { api, app } = setUp('/admin/create-timeSheet', {
      'POST /work_entry': { body: { data: buildWorkEntry({ workEntryId: 9 }) } },
    });
    await pick(app, /^Staff Name/, 'Rivera, Sam');
    await pick(app, /^Client Name/, 'Alvarez, Rosa');
    await pick(app, /^Client Service/, 'Companion Services (W1726)');
    setTimes(['2024-03-05', '09:00'], ['2024-03-05', '11:00']);
    const preview = screen.getByRole('status', { name: 'Estimated amounts' });
    expect(within(preview).getByText('2.00')).toBeInTheDocument();
    expect(within(preview).getByText('8')).toBeInTheDocument();
    expect(within(preview).getByText('40.96')).toBeInTheDocument();
    // Net: 60% of the gross, the staff member's percent paid (GET /userById).
    expect(await within(preview).findByText('24.58')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Net is 60% of gross');
    expect(api.callsTo('GET /userById')[0]!.query.get('user_id')).toBe('21');

    await fillIn(app.user, screen.getByLabelText('Start Latitude'), '39.95');
    await fillIn(app.user, screen.getByLabelText('Start Longitude'), '-75.16');
    await fillIn(app.user, screen.getByLabelText('Service Notes'), 'Went shopping.');
    await app.user.click(screen.getByRole('radio', { name: 'Maintained' }));
    const verification = screen.getByRole('checkbox', { name: 'Admin Verification' });
    expect(verification).not.toHaveAccessibleDescription();
    await app.user.click(verification);
    await app.user.click(screen.getByRole('button', { name: 'Sign the signature pad' }));
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText(WorkEntryMsg.createSuccess)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/admin/work-entries'));
    const body = api.callsTo('POST /work_entry')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      userId: 21,
      clientId: 3,
      serviceRequestId: 31,
      // 09:00-11:00 in the agency's zone (EST in March), whatever the browser's zone.
      serviceStartTime: '2024-03-05 14:00:00',
      serviceEndTime: '2024-03-05 16:00:00',
      serviceStartLatitude: 39.95,
      serviceStartLongitude: -75.16,
      serviceEndLatitude: null,
      notes: 'Went shopping.',
      progress: 2,
      adminVerification: true,
      timeZone: DEFAULT_TIME_ZONE,
    });
    expect(body.serviceStartTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.signature).toMatch(/^data:image\/png;base64,/);
    expect(body).not.toHaveProperty('editReason');
    expect(screen.queryByText(/^Times in /)).not.toBeInTheDocument();
  });

  it('says why the net is missing: no staff member chosen yet, or no percent paid on file', async () => {
    const { app } = setUp('/admin/create-timeSheet', {
      'GET /userById': { body: { data: { userId: 21, percentagePaid: null } } },
    });
    await pick(app, /^Client Name/, 'Alvarez, Rosa');
    await pick(app, /^Client Service/, 'Companion Services (W1726)');
    setTimes(['2024-03-05', '09:00'], ['2024-03-05', '11:00']);
    const preview = screen.getByRole('status', { name: 'Estimated amounts' });
    expect(preview).toHaveTextContent('Choose the staff member to see the net amount.');

    await pick(app, /^Staff Name/, 'Rivera, Sam');
    await waitFor(() => expect(preview).toHaveTextContent('no percent paid on file, so the net is 0.00'));
    expect(within(preview).getByText('0.00')).toBeInTheDocument();
  });

  it('shows the server message and keeps the input when the save fails', async () => {
    const { app } = setUp('/admin/create-timeSheet', {
      'POST /work_entry': apiError(400, 'BAD_REQUEST', 'The service authorization has ended.', 'serviceRequestId'),
    });
    await pick(app, /^Staff Name/, 'Rivera, Sam');
    await pick(app, /^Client Name/, 'Alvarez, Rosa');
    await pick(app, /^Client Service/, 'Companion Services (W1726)');
    setTimes(['2024-03-05', '09:00'], ['2024-03-05', '11:00']);
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect((await screen.findAllByText('The service authorization has ended.')).length).toBeGreaterThan(0);
    expect(app.pathname()).toBe('/admin/create-timeSheet');
    expect(screen.getByLabelText(/^Start Time/)).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: /^Staff Name/ })).toHaveValue('Rivera, Sam');
  });
});

describe('Edit Work Entry (timesheet)', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('locks the staff member, shows the saved signature with EDIT, and requires a reason for change', async () => {
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'PUT /work_entry': { body: { data: buildWorkEntry({ version: 5 }) } },
    });
    // Locked, and shown as text (a disabled field's grey fails contrast), not as a field.
    const staff = (await screen.findByText('Staff Name', { selector: 'dt' })).nextElementSibling;
    expect(staff).toHaveTextContent('Rivera, Sam');
    expect(screen.queryByRole('textbox', { name: /Staff Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Staff Name/ })).not.toBeInTheDocument();
    // The locked entry's own staff member prices the net.
    const preview = screen.getByRole('status', { name: 'Estimated amounts' });
    expect(await within(preview).findByText('24.58')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', entry.signature);
    expect(screen.getByRole('button', { name: 'Edit signature' })).toBeInTheDocument();
    // 14:00 UTC in the entry's zone (America/New_York, the agency's): no zone caption.
    expect(screen.getByLabelText(/^Start Date/)).toHaveValue('2024-03-05');
    expect(screen.getByLabelText(/^Start Time/)).toHaveValue('09:00');
    expect(screen.queryByText(/^Times in /)).not.toBeInTheDocument();
    // Not verified, nothing changed: the box is a plain verification, with nothing to explain.
    expect(screen.getByRole('checkbox', { name: 'Admin Verification' })).not.toHaveAccessibleDescription();

    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(TimesheetText.reasonRequired)).toBeInTheDocument();
    await pick(app, /^Reason for change/, 'Other');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(TimesheetText.reasonTextRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')).toHaveLength(0);

    await fillIn(app.user, screen.getByLabelText(/^Describe the reason/), 'Client asked to correct the start.');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({
      workEntryId: 5,
      version: 4,
      userId: 21,
      clientId: 3,
      serviceRequestId: 31,
      serviceStartTime: '2024-03-05 14:00:00',
      serviceEndTime: '2024-03-05 16:00:00',
      signature: entry.signature,
      editReason: 'other',
      editReasonText: 'Client asked to correct the start.',
    });
  });

  it('switches a drawn signature to a typed name, sent as text with the drawing cleared', async () => {
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'PUT /work_entry': { body: { data: buildWorkEntry({ version: 5 }) } },
    });
    await screen.findByRole('img', { name: 'Signature' });
    await app.user.click(screen.getByRole('radio', { name: 'Type name' }));
    // A completed entry keeps a signature: the typed name must be there to save.
    await pick(app, /^Reason for change/, 'Time correction');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.signatureKept)).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')).toHaveLength(0);
    await fillIn(app.user, screen.getByRole('textbox', { name: SignatureBlockText.typedLabel }), 'Rosa Alvarez');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({
      signature: null,
      typedSignature: 'Rosa Alvarez',
      noSignatureReason: null,
      noSignatureText: null,
    });
  });

  it("reads and sends the times in the entry's own zone and keeps that zone", async () => {
    // Recorded in Los Angeles (not the agency's zone, nor the test browser's): 09:00-11:00 PST.
    const western = buildWorkEntry({
      timeZone: 'America/Los_Angeles',
      serviceStartTime: '2024-03-05 17:00:00',
      serviceEndTime: '2024-03-05 19:00:00',
    });
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'GET /WorkEntryById': { body: { data: western } },
      'PUT /work_entry': { body: { data: { ...western, version: 5 } } },
    });
    const startTime = await screen.findByLabelText(/^Start Time/);
    expect(screen.getByLabelText(/^Start Date/)).toHaveValue('2024-03-05');
    expect(startTime).toHaveValue('09:00');
    expect(screen.getByLabelText(/^End Time/)).toHaveValue('11:00');
    expect(screen.getByText('Times in America/Los_Angeles')).toBeInTheDocument();
    // The client's open authorizations are asked for "today" in the same zone.
    await waitFor(() => expect(api.callsTo('GET /serviceRequestByClientId').length).toBeGreaterThan(0));
    expect(api.callsTo('GET /serviceRequestByClientId')[0]!.query.get('time_zone')).toBe('America/Los_Angeles');

    // The visit began an hour earlier: 08:00 Los Angeles time.
    setInput(/^Start Time/, '08:00');
    await pick(app, /^Reason for change/, 'Forgot to clock in');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({
      workEntryId: 5,
      serviceStartTime: '2024-03-05 16:00:00',
      serviceEndTime: '2024-03-05 19:00:00',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('UPDATE goes back to where the edit began', async () => {
    const { api, app } = setUp('/admin/view-timeSheet?id=5', {
      'PUT /work_entry': { body: { data: buildWorkEntry({ version: 5 }) } },
    });
    await app.user.click(await screen.findByRole('link', { name: 'EDIT' }));
    await pick(app, /^Reason for change/, 'Forgot to clock out');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/view-timeSheet'));
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({
      editReason: 'forgot_clock_out',
      editReasonText: null,
    });
  });

  it('asks before saving a verification of an entry with open EVV exceptions; Cancel keeps the form', async () => {
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'GET /evv/exceptions': { body: { data: [buildEvvException()], recordCount: 1 } },
      'PUT /work_entry': { body: { data: buildWorkEntry({ adminVerification: true, version: 5 }) } },
    });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Admin Verification' }));
    await pick(app, /^Reason for change/, 'Forgot to clock out');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));

    const dialog = await screen.findByRole('dialog', { name: VerifyConfirmText.title });
    expect(dialog).toHaveTextContent('Too far from the client');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /work_entry')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Admin Verification' })).toBeChecked();

    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: VerifyConfirmText.title })).getByRole('button', {
        name: 'Verify anyway',
      }),
    );
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({ adminVerification: true });
  });

  it('on a verified entry, the first change unticks Verified; ticking it again verifies the edited entry', async () => {
    const verified = buildWorkEntry({ adminVerification: true });
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'GET /WorkEntryById': { body: { data: verified } },
      'GET /evv/exceptions': { body: { data: [], recordCount: 0 } },
      'PUT /work_entry': { body: { data: { ...verified, version: 5 } } },
    });
    const box = await screen.findByRole('checkbox', { name: 'Admin Verification' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(VerificationHint.verified);

    // A reason alone edits nothing; a note does, and takes the verification back.
    await pick(app, /^Reason for change/, 'Other');
    expect(box).toBeChecked();
    await fillIn(app.user, screen.getByLabelText(/^Describe the reason/), 'Spelling');
    await fillIn(app.user, screen.getByLabelText(/^Service Notes/), 'Corrected notes');
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toHaveAccessibleDescription(VerificationHint.takenBack);

    await app.user.click(box);
    expect(box).toHaveAccessibleDescription(VerificationHint.verifiesEdited);
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    // Verifying the edited entry checks its open EVV exceptions first, as any verification does.
    expect(api.callsTo('GET /evv/exceptions')).toHaveLength(1);
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({
      notes: 'Corrected notes',
      adminVerification: true,
    });
  });

  it('on a verified entry, undoing every change ticks Verified again; saved unticked, the edit unverifies', async () => {
    const verified = buildWorkEntry({ adminVerification: true, notes: 'As visited' });
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'GET /WorkEntryById': { body: { data: verified } },
      'PUT /work_entry': { body: { data: { ...verified, adminVerification: false, version: 5 } } },
    });
    const box = await screen.findByRole('checkbox', { name: 'Admin Verification' });
    const notes = screen.getByLabelText(/^Service Notes/);
    await fillIn(app.user, notes, 'Changed');
    await waitFor(() => expect(box).not.toBeChecked());
    await fillIn(app.user, notes, 'As visited');
    await waitFor(() => expect(box).toBeChecked());

    await fillIn(app.user, notes, 'Changed again');
    await waitFor(() => expect(box).not.toBeChecked());
    await pick(app, /^Reason for change/, 'Time correction');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    expect(api.callsTo('GET /evv/exceptions')).toHaveLength(0);
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({ notes: 'Changed again', adminVerification: false });
  });

  it('saves other changes without the EVV check', async () => {
    const { api, app } = setUp('/admin/edit-timeSheet?id=5', {
      'PUT /work_entry': { body: { data: buildWorkEntry({ version: 5 }) } },
    });
    await screen.findByText('Staff Name', { selector: 'dt' });
    await pick(app, /^Reason for change/, 'Forgot to clock out');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
    expect(api.callsTo('GET /evv/exceptions')).toHaveLength(0);
  });

  it('does not open a billed entry for editing', async () => {
    setUp('/admin/edit-timeSheet?id=5', {
      'GET /WorkEntryById': { body: { data: buildWorkEntry({ claimBatchId: 12 }) } },
    });
    expect(await screen.findByText(BilledText.title(12))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the entry' })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=5',
    );
    expect(screen.queryByRole('button', { name: 'UPDATE' })).not.toBeInTheDocument();
  });

  it('opens a billed entry the payer denied for correction, under the notice that says how it goes back', async () => {
    setUp('/admin/edit-timeSheet?id=5', {
      'GET /WorkEntryById': { body: { data: buildWorkEntry({ claimBatchId: 12, claimCorrectable: true }) } },
    });
    expect(await screen.findByText(BilledText.correctableTitle(12))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'UPDATE' })).toBeInTheDocument();
  });
});
