import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_REASON_GIVEN, WorkEntryMsg, WorkEntryStatus } from '@hearth/shared';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
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

function renderDetails(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'GET /WorkEntryById': { body: { data: buildWorkEntry() } }, ...routes });
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
    expect(field('Record Origin')).toHaveTextContent('Created by Hearth');
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

  it("lists the full edit history when opened, with each change and a manual edit's reason", async () => {
    const { api, app } = renderDetails({
      'GET /work_entry/history': {
        body: {
          data: [
            historyRow(1),
            historyRow(2, {
              recordAction: 'updated',
              recordedBy: 'Doe, Jane',
              changes: { serviceEndTime: ['2024-03-05 15:00:00', '2024-03-05 16:00:00'], progress: [0, 2] },
              isManualEdit: true,
              reason: null,
            }),
            historyRow(3, {
              recordAction: 'updated',
              recordedBy: 'Doe, Jane',
              changes: { notes: [null, 'Went grocery shopping.'] },
              isManualEdit: true,
              reason: 'Forgot to clock out',
            }),
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
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Created');
    expect(items[1]).toHaveTextContent(`Manual edit: ${NO_REASON_GIVEN}`);
    expect(items[1]).toHaveTextContent('Doe, Jane');
    expect(items[1]).toHaveTextContent('Progress: Not set → Maintained');
    expect(items[1]).toHaveTextContent(/End Time: \d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM) → /);
    expect(items[2]).toHaveTextContent('Manual edit: Forgot to clock out');
    expect(items[2]).toHaveTextContent('Service Notes: (empty) → Went grocery shopping.');
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
    expect(screen.getByText(WorkEntryMsg.updateSuccess)).toBeInTheDocument();
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
});
