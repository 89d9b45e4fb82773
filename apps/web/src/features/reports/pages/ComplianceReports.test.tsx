import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  toUsDate,
  trainingYearOf,
  trainingYearRange,
  type CredentialComplianceRow,
  type TrainingComplianceRow,
} from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { reportToday } from '../report-filters';
import { buildEntryRow, buildStats } from '../test-fixtures';

const today = reportToday();
const year = trainingYearRange(trainingYearOf(today));

// The topic fields are keyed by trainingTopicKey (one per ODP topic).
const trainingRow = {
  staffId: 21,
  name: 'Rivera, Sam',
  requiredHours: 24,
  hours: 10.5,
  missingHours: 13.5,
  met: 'No',
  topicPersonCentredPractices: 2.5,
  topicRecognisingReportingAbuse: 0,
  topicIndividualRights: 8,
  topicIncidentManagement: 0,
  topicPositiveBehaviourSupports: 0,
  topicImplementingIndividualPlan: 0,
} as TrainingComplianceRow;
const credentialRow: CredentialComplianceRow = {
  staffId: 21,
  name: 'Rivera, Sam',
  credentialTypeId: 4,
  credential: 'CPR and First Aid',
  state: 'Expired, in grace',
  issuedOn: '2024-03-02',
  expiresOn: '2026-03-01',
  daysLeft: -3,
  enforced: 'Yes',
};

function renderReports() {
  const page = (row: unknown) => ({
    body: { data: [row], recordCount: 1, stats: buildStats({ totalUnits: 0, totalGross: 0, totalNet: 0 }) },
  });
  const api = mockApi({
    'GET /reports/notes': { body: { data: [buildEntryRow()], recordCount: 1, stats: buildStats() } },
    'GET /reports/training_compliance': page(trainingRow),
    'GET /reports/credential_compliance': page(credentialRow),
    'GET /user/user_list': { body: { data: [{ userId: 21, name: 'Rivera, Sam' }] } },
  });
  signIn();
  const app = renderApp('/admin/reports');
  const queries = (type: string) => api.callsTo(`GET /reports/${type}`).map((c) => Object.fromEntries(c.query));
  return { app, queries };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function choose(app: ReturnType<typeof renderReports>['app'], name: string) {
  await screen.findByText('Went grocery shopping.');
  await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
  await app.user.click(await screen.findByRole('option', { name }));
  return screen.findByRole('table', { name });
}

describe('The compliance reports on the Reports page', () => {
  it('Training Compliance: the training year, staff and status filters, hours per topic', async () => {
    const { app, queries } = renderReports();
    const table = await choose(app, 'Training Compliance');
    expect(await within(table).findByText('Rivera, Sam')).toBeInTheDocument();
    expect(queries('training_compliance')).toEqual([
      {
        fromDate: toUsDate(year.from),
        toDate: toUsDate(year.to),
        timeZone: 'America/New_York',
        status: 'all',
        offset: '0',
        limit: '10',
      },
    ]);
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Admin Verification' })).not.toBeInTheDocument();
    expect(headers(table)).toEqual([
      'Staff Name',
      'Required Hours',
      'Hours Done',
      'Missing Hours',
      'Met',
      'Person-centred practices',
      'Recognising and reporting abuse',
      'Individual rights',
      'Incident management',
      'Positive behaviour supports',
      'Implementing the individual plan',
    ]);
    expect(cells(table)).toEqual([
      'Rivera, Sam',
      '24.00',
      '10.50',
      '13.50',
      'No',
      '2.50',
      '0.00',
      '8.00',
      '0.00',
      '0.00',
      '0.00',
    ]);

    await app.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Active' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await app.user.click(await screen.findByRole('option', { name: 'Rivera, Sam' }));
    await waitFor(() =>
      expect(queries('training_compliance').at(-1)).toMatchObject({ status: 'active', staffId: '21' }),
    );
  });

  it('Credential Compliance: state, dates, days left and enforced per staff member and credential', async () => {
    const { app } = renderReports();
    const table = await choose(app, 'Credential Compliance');
    expect(await within(table).findByText('Expired, in grace')).toBeInTheDocument();
    expect(headers(table)).toEqual(['Staff Name', 'Credential', 'State', 'Issued', 'Expires', 'Days Left', 'Enforced']);
    expect(cells(table)).toEqual([
      'Rivera, Sam',
      'CPR and First Aid',
      'Expired, in grace',
      '03/02/2024',
      '03/01/2026',
      '-3',
      'Yes',
    ]);
    expect(screen.getByText('Records: 1')).toBeInTheDocument();
  });
});
