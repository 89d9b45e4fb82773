import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTERED_BY_LABELS, NO_REASON_GIVEN, WorkEntryMsg, WorkEntryStatus } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildEvvException } from '../../../test/evv-fixtures';
import { BilledText } from '../components/BilledNotice';
import { OfflineText } from '../components/OfflineNotice';
import { VerifyConfirmText } from '../components/VerifyConfirmation';
import { VerifyText } from '../components/VerifyToggle';
import { dateTimeText, orDash, timeText } from '../../../lib/format';
import { buildWorkEntry } from '../test-fixtures';

const historyRow = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  serviceRequest: 'Companion Services',
  serviceStartTime: '2024-03-05 14:00:00',
  serviceEndTime: '2024-03-05 16:00:00',
  adminVerification: false,
  notes: null,
  recordAction: 'created',
  recordActionDate: '2024-03-05T16:00:05.000Z',
  recordedBy: 'Rivera, Sam',
  changes: {},
  isManualEdit: false,
  reason: null,
  ...overrides,
});

const noExceptions: MockRoute = { body: { data: [], recordCount: 0 } };

function renderDetails(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /WorkEntryById': { body: { data: buildWorkEntry() } },
    'GET /evv/exceptions': noExceptions,
    ...routes,
  });
  signIn();
  return { api, app: renderApp('/admin/view-timeSheet?id=5') };
}

describe('Work Entry Details', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('shows the entry, its amounts, origin, EVV locations and links to the staff profiles', async () => {
    renderDetails();
    expect(await screen.findByText('Companion Services')).toBeInTheDocument();
    expect(screen.queryByText('ADMIN VERIFIED')).not.toBeInTheDocument();
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(field('Service Code')).toHaveTextContent('W1726');
    expect(field('Unit Length (hrs)')).toHaveTextContent('0.25');
    expect(field('Unit Rate ($)')).toHaveTextContent('5.12');
    expect(field('Elapsed Time (hrs)')).toHaveTextContent('2.00');
    expect(field('Used Units')).toHaveTextContent('8');
    expect(field('Gross Amount ($)')).toHaveTextContent('40.96');
    expect(field('Net Amount ($)')).toHaveTextContent('24.58');
    expect(field('Progress')).toHaveTextContent('Maintained');
    expect(field('Record Origin')).toHaveTextContent('Created in Hearth');
    // Created by its own staff member: clocked by them (one definition with the EVV checks and the Overview).
    expect(field('Entered By')).toHaveTextContent(ENTERED_BY_LABELS.staff);
    expect(field('Start Location')).toHaveTextContent('39.952600, -75.165200');
    expect(field('End Location')).toHaveTextContent('Location missing (denied)');
    expect(within(field('Staff') as HTMLElement).getByRole('link', { name: 'Rivera, Sam' })).toHaveAttribute(
      'href',
      '/admin/view-staff?id=21',
    );
    expect(within(field('Last Modified') as HTMLElement).getByRole('link', { name: 'Doe, Jane' })).toHaveAttribute(
      'href',
      '/admin/view-staff?id=7',
    );
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', buildWorkEntry().signature);
    expect(screen.getByRole('link', { name: 'EDIT' })).toHaveAttribute('href', '/admin/edit-timeSheet?id=5');
  });

  it('keeps every description list to dt/dd groups (the signature sits outside them)', async () => {
    renderDetails();
    const signature = await screen.findByRole('img', { name: 'Signature' });
    expect(signature.closest('dl')).toBeNull();
    const lists = [...document.querySelectorAll('dl')];
    expect(lists.length).toBeGreaterThan(0);
    const group = (el: Element) => el.tagName === 'DT' || el.tagName === 'DD';
    for (const list of lists) {
      for (const child of list.children) {
        expect(group(child) || (child.tagName === 'DIV' && [...child.children].every(group))).toBe(true);
      }
    }
  });

  it("shows the ADMIN VERIFIED badge, 'No notes added' and an imported entry's origin", async () => {
    renderDetails({
      'GET /WorkEntryById': {
        body: { data: buildWorkEntry({ adminVerification: true, notes: null, recordHistory: 1 }) },
      },
    });
    expect(await screen.findByText('ADMIN VERIFIED')).toBeInTheDocument();
    expect(screen.getByText(WorkEntryMsg.noNotes)).toBeInTheDocument();
    expect(screen.getByText('Imported from an external CRM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REMOVE VERIFICATION' })).toBeInTheDocument();
  });

  it("removes a verification and says so (not the timesheet's generic update message)", async () => {
    let saved = buildWorkEntry({ adminVerification: true });
    const { api, app } = renderDetails({
      'GET /WorkEntryById': () => ({ body: { data: saved } }),
      'PUT /work_entry': () => {
        saved = buildWorkEntry({ adminVerification: false, version: 5 });
        return { body: { data: saved } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'REMOVE VERIFICATION' }));
    expect(await screen.findByText(VerifyText.unverified)).toBeInTheDocument();
    expect(screen.queryByText(WorkEntryMsg.updateSuccess)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'MARK AS VERIFIED' })).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({ adminVerification: false });
    // Removing a verification needs no EVV check.
    expect(api.callsTo('GET /evv/exceptions')).toHaveLength(0);
  });

  it("lists the full edit history when opened, with each change and a manual edit's reason", async () => {
    const { api, app } = renderDetails({
      'GET /work_entry/history': {
        body: {
          data: [
            historyRow(1, {
              recordAction: 'started',
              recordedBy: 'Rivera, Sam',
              changes: {
                userId: [null, 21],
                clientId: [null, 3],
                serviceRequestId: [null, 31],
                serviceStartTime: [null, '2024-03-05 14:00:00'],
                notes: [null, 'Arrived.'],
                progress: [null, 0],
                adminVerification: [null, false],
                status: [null, 6],
                timeZone: [null, 'America/New_York'],
              },
            }),
            historyRow(2, {
              recordAction: 'completed',
              recordedBy: 'Rivera, Sam',
              changes: {
                status: [6, 8],
                signature: [null, '0cc175b9c0f1b6a831c399e269772661'],
                netAmount: [null, 24.58],
                progress: [0, 2],
                serviceEndTime: [null, '2024-03-05 16:00:00'],
                grossAmount: [null, 40.96],
                unitsUsed: [null, 8],
                elapsedTime: [null, 2],
                serviceEndLatitude: [null, 39.95],
                serviceEndLongitude: [null, -75.16],
              },
            }),
            historyRow(3, {
              recordAction: 'updated',
              recordedBy: 'Doe, Jane',
              changes: {
                serviceEndTime: ['2024-03-05 15:00:00', '2024-03-05 16:00:00'],
                clientId: [4, 3],
                serviceRequestId: [30, 31],
                progress: [0, 2],
                notes: [null, ''],
              },
              isManualEdit: true,
              reason: null,
            }),
            historyRow(4, {
              recordAction: 'updated',
              recordedBy: 'Doe, Jane',
              changes: { notes: [null, 'Went grocery shopping.'] },
              isManualEdit: true,
              reason: 'Forgot to clock out',
            }),
            historyRow(5, { recordAction: 'verified', changes: { adminVerification: [false, true] } }),
          ],
        },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'View Full Edit History' });
    expect(api.callsTo('GET /work_entry/history')).toHaveLength(0);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    const list = await screen.findByRole('list', { name: 'Edit history entries' });
    expect(api.callsTo('GET /work_entry/history')[0]!.query.get('entry_id')).toBe('5');
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(5);
    const lines = (item: HTMLElement) =>
      within(item)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    const at = (wire: string) => timeText(wire);

    // A creation is one line: no ids, no empty-to-unset noise.
    expect(items[0]).toHaveTextContent(/^Started/);
    expect(items[0]).toHaveTextContent(`Visit started at ${at('2024-03-05 14:00:00')} (Companion Services)`);
    expect(lines(items[0]!)).toEqual([]);
    expect(items[0]!.textContent).not.toMatch(/Staff:|Client:|Progress:|Admin Verification:|→/);

    // Fields in a fixed order, the places folded into one line, the status left to the title.
    expect(lines(items[1]!)).toEqual([
      `End Time: (empty) → ${orDash(dateTimeText('2024-03-05 16:00:00'))}`,
      'Elapsed Hrs: (empty) → 2.00',
      'Used Units: (empty) → 8',
      'Gross ($): (empty) → 40.96',
      'Net ($): (empty) → 24.58',
      'Progress: Not set → Maintained',
      'Signature: added',
      'End Location: (empty) → 39.950000, -75.160000',
    ]);

    expect(items[2]).toHaveTextContent(`Manual edit: ${NO_REASON_GIVEN}`);
    expect(items[2]).toHaveTextContent('Doe, Jane');
    expect(lines(items[2]!)).toEqual([
      expect.stringMatching(/^End Time: \d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM) → /),
      'Service: changed to Companion Services',
      'Progress: Not set → Maintained',
      'Client: changed to Alvarez, Rosa',
    ]);
    expect(items[3]).toHaveTextContent('Manual edit: Forgot to clock out');
    expect(lines(items[3]!)).toEqual(['Service Notes: (empty) → Went grocery shopping.']);
    expect(items[4]).toHaveTextContent(/^Verified/);
    expect(lines(items[4]!)).toEqual(['Admin Verification: No → Yes']);
  });

  it("shows a typed name as text under 'Typed signature', a reason in words, and each change of way in the history", async () => {
    const typed = buildWorkEntry({ signature: null, typedSignature: 'Rosa Alvarez' });
    const { app } = renderDetails({
      'GET /WorkEntryById': { body: { data: typed } },
      'GET /work_entry/history': {
        body: {
          data: [
            historyRow(1, {
              recordAction: 'updated',
              recordedBy: 'Rivera, Sam',
              changes: { noSignatureReason: [null, 'declined'], signature: ['0cc175b9c0f1b6a831c399e269772661', null] },
            }),
            historyRow(2, {
              recordAction: 'updated',
              recordedBy: 'Doe, Jane',
              changes: { typedSignature: [null, 'Rosa Alvarez'], noSignatureReason: ['declined', null] },
              isManualEdit: true,
              reason: 'Other: Signed on paper',
            }),
          ],
        },
      },
    });
    expect(await screen.findByText('Typed signature')).toBeInTheDocument();
    expect(screen.getByText('Rosa Alvarez')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Signature' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'View Full Edit History' }));
    const list = await screen.findByRole('list', { name: 'Edit history entries' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    const lines = (item: HTMLElement) =>
      within(item)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    expect(lines(items[0]!)).toEqual([
      'Signature: removed',
      'Client could not sign: (empty) → Client declined to sign',
    ]);
    expect(lines(items[1]!)).toEqual([
      'Typed signature: (empty) → Rosa Alvarez',
      'Client could not sign: Client declined to sign → (empty)',
    ]);
  });

  it("says 'Client could not sign' with the reason when there is no signature", async () => {
    renderDetails({
      'GET /WorkEntryById': {
        body: { data: buildWorkEntry({ signature: null, noSignatureReason: 'other', noSignatureText: 'Asleep' }) },
      },
    });
    expect(await screen.findByText('Client could not sign: Asleep')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Signature' })).not.toBeInTheDocument();
  });

  it('shows the time zone by name as well as its IANA id', async () => {
    renderDetails();
    await screen.findByText('Companion Services');
    const field = screen.getByText('Time Zone', { selector: 'dt' }).nextElementSibling!;
    expect(field).toHaveTextContent(/^Eastern (Standard )?Time \(America\/New_York\)$/);
  });

  it("shows the times in the entry's own zone, named when it is not the agency's", async () => {
    const { app } = renderDetails({
      'GET /WorkEntryById': {
        body: {
          data: buildWorkEntry({
            timeZone: 'America/Los_Angeles',
            serviceStartTime: '2024-03-05 17:00:00',
            serviceEndTime: '2024-03-05 19:00:00',
          }),
        },
      },
      'GET /work_entry/history': {
        body: {
          data: [historyRow(1, { serviceStartTime: '2024-03-05 17:00:00', serviceEndTime: '2024-03-05 19:00:00' })],
        },
      },
    });
    await screen.findByText('Companion Services');
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(field('Start Date')).toHaveTextContent('03/05/2024');
    expect(field('Start Time')).toHaveTextContent('09:00 AMTimes in America/Los_Angeles');
    expect(field('End Time')).toHaveTextContent('11:00 AMTimes in America/Los_Angeles');
    expect(field('Time Zone')).toHaveTextContent(/\(America\/Los_Angeles\)$/);
    await app.user.click(screen.getByRole('button', { name: 'View Full Edit History' }));
    expect(
      await screen.findByText('Entry created for 03/05/2024 09:00 AM – 11:00 AM (Companion Services)'),
    ).toBeInTheDocument();
  });

  it("names no zone for an entry in the agency's", async () => {
    renderDetails();
    await screen.findByText('Companion Services');
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(field('Start Time')).toHaveTextContent(/^09:00 AM$/);
    expect(screen.queryByText(/^Times in /)).not.toBeInTheDocument();
  });

  it('says when the clock-in and clock-out were recorded offline: the phone’s time and when the server got each', async () => {
    const { app } = renderDetails({
      'GET /WorkEntryById': {
        body: {
          data: buildWorkEntry({
            recordedOffline: true,
            startDeviceTime: '2024-03-05 14:00:20',
            startReceivedAt: '2024-03-05 16:45:03',
            endDeviceTime: '2024-03-05 16:00:41',
            endReceivedAt: '2024-03-05 16:45:09',
          }),
        },
      },
      'GET /work_entry/history': {
        body: {
          data: [
            historyRow(1, { recordAction: 'started', recordActionDate: '2024-03-05T16:45:03.000Z' }),
            historyRow(2, { recordAction: 'completed', recordActionDate: '2024-03-05T16:45:09.000Z' }),
            historyRow(3, { recordAction: 'verified', changes: { adminVerification: [false, true] } }),
          ],
        },
      },
    });
    const notice = (await screen.findByText(OfflineText.title)).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent(OfflineText.body);
    const punch = (label: string) => within(notice).getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(punch(OfflineText.start)).toHaveTextContent(
      'on the phone 03/05/2024 09:00 AM, received by the server 03/05/2024 11:45 AM',
    );
    expect(punch(OfflineText.end)).toHaveTextContent(
      'on the phone 03/05/2024 11:00 AM, received by the server 03/05/2024 11:45 AM',
    );
    // The history dates each punch when the server got it, and says the phone's time beside it.
    await app.user.click(screen.getByRole('button', { name: 'View Full Edit History' }));
    const items = within(await screen.findByRole('list', { name: 'Edit history entries' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Recorded offline at 09:00 AM (phone time)');
    expect(items[1]).toHaveTextContent('Recorded offline at 11:00 AM (phone time)');
    expect(items[2]).not.toHaveTextContent('Recorded offline');
  });

  it('names only the offline end of a visit started online, in the entry’s zone', async () => {
    renderDetails({
      'GET /WorkEntryById': {
        body: {
          data: buildWorkEntry({
            timeZone: 'America/Chicago',
            recordedOffline: true,
            startDeviceTime: null,
            startReceivedAt: null,
            endDeviceTime: '2024-03-05 16:00:00',
            endReceivedAt: '2024-03-05 17:30:00',
          }),
        },
      },
    });
    const notice = (await screen.findByText(OfflineText.title)).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).queryByText(OfflineText.start)).not.toBeInTheDocument();
    expect(within(notice).getByText(OfflineText.end, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'on the phone 03/05/2024 10:00 AM, received by the server 03/05/2024 11:30 AM',
    );
    expect(notice).toHaveTextContent('Times in America/Chicago');
  });

  it('shows no offline notice for an entry recorded online', async () => {
    renderDetails();
    await screen.findByText('Companion Services');
    expect(screen.queryByText(OfflineText.title)).not.toBeInTheDocument();
  });

  it('marks a completed entry as verified with its current data, without a reason', async () => {
    let saved = buildWorkEntry();
    const { api, app } = renderDetails({
      'GET /WorkEntryById': () => ({ body: { data: saved } }),
      'PUT /work_entry': () => {
        saved = buildWorkEntry({ adminVerification: true, version: 5 });
        return { body: { data: saved } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'MARK AS VERIFIED' }));
    expect(await screen.findByText('ADMIN VERIFIED')).toBeInTheDocument();
    expect(screen.getByText(VerifyText.verified)).toBeInTheDocument();
    // No open EVV exception: nothing to confirm.
    expect(Object.fromEntries(api.callsTo('GET /evv/exceptions')[0]!.query)).toEqual({
      workEntryId: '5',
      resolved: 'false',
      limit: '50',
    });
    expect(screen.queryByText(VerifyConfirmText.title)).not.toBeInTheDocument();
    const body = api.callsTo('PUT /work_entry')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      workEntryId: 5,
      version: 4,
      adminVerification: true,
      serviceStartTime: '2024-03-05 14:00:00',
      serviceEndTime: '2024-03-05 16:00:00',
      signature: buildWorkEntry().signature,
    });
    expect(body).not.toHaveProperty('editReason');
  });

  it("shows '-' for the end and amounts of a visit in progress, and offers no verification", async () => {
    renderDetails({
      'GET /WorkEntryById': {
        body: {
          data: buildWorkEntry({
            status: WorkEntryStatus.InProgress,
            serviceEndTime: null,
            unitsUsed: null,
            grossAmount: null,
            netAmount: null,
          }),
        },
      },
    });
    await screen.findByText('Companion Services');
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(field('End Time')).toHaveTextContent('-');
    expect(field('Gross Amount ($)')).toHaveTextContent('-');
    expect(field('Status')).toHaveTextContent('In Progress');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'MARK AS VERIFIED' })).not.toBeInTheDocument());
  });

  it('asks before verifying an entry with open EVV exceptions, listing them', async () => {
    let saved = buildWorkEntry();
    const { api, app } = renderDetails({
      'GET /WorkEntryById': () => ({ body: { data: saved } }),
      'GET /evv/exceptions': {
        body: {
          data: [
            buildEvvException(),
            buildEvvException({
              id: 42,
              type: 'no_signature',
              label: 'No signature',
              message: 'The client did not sign',
            }),
          ],
          recordCount: 2,
        },
      },
      'PUT /work_entry': () => {
        saved = buildWorkEntry({ adminVerification: true, version: 5 });
        return { body: { data: saved } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'MARK AS VERIFIED' }));
    const dialog = await screen.findByRole('dialog', { name: VerifyConfirmText.title });
    expect(dialog).toHaveTextContent(VerifyConfirmText.message(2));
    const listed = within(within(dialog).getByRole('list', { name: 'Open EVV exceptions' })).getAllByRole('listitem');
    expect(listed.map((li) => li.textContent)).toEqual([
      `Too far from the client: ${buildEvvException().message}`,
      'No signature: The client did not sign',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Review them on the EVV Exceptions screen' })).toHaveAttribute(
      'href',
      '/admin/evv-exceptions?workEntryId=5',
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /work_entry')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'MARK AS VERIFIED' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: VerifyConfirmText.title })).getByRole('button', {
        name: 'Verify anyway',
      }),
    );
    expect(await screen.findByText('ADMIN VERIFIED')).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')[0]!.body).toMatchObject({ adminVerification: true });
  });

  it('does not verify when the EVV exceptions cannot be checked, and says so', async () => {
    const { api, app } = renderDetails({
      'GET /evv/exceptions': apiError(503, 'SERVICE_UNAVAILABLE', 'Hearth is busy. Try again shortly.'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'MARK AS VERIFIED' }));
    expect(
      await screen.findByText(VerifyConfirmText.checkFailed('Hearth is busy. Try again shortly.')),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /work_entry')).toHaveLength(0);
    expect(screen.queryByText('ADMIN VERIFIED')).not.toBeInTheDocument();
  });

  it('says an entry is billed on a claim batch and offers no edit or verification', async () => {
    renderDetails({ 'GET /WorkEntryById': { body: { data: buildWorkEntry({ claimBatchId: 12 }) } } });
    expect(await screen.findByText(BilledText.title(12))).toBeInTheDocument();
    expect(screen.getByText(BilledText.body)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'EDIT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'MARK AS VERIFIED' })).not.toBeInTheDocument();
  });

  it('offers EDIT on a billed entry the payer denied or short-paid', async () => {
    renderDetails({
      'GET /WorkEntryById': { body: { data: buildWorkEntry({ claimBatchId: 12, claimCorrectable: true }) } },
    });
    expect(await screen.findByText(BilledText.correctableTitle(12))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EDIT' })).toHaveAttribute('href', '/admin/edit-timeSheet?id=5');
  });
});
