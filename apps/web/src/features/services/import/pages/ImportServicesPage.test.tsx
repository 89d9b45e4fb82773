import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportMsg } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../../test/fetch-mock';
import { renderApp, signIn } from '../../../../test/render';
import { buildService } from '../../test-fixtures';
import { buildImportedRow, buildProcessResult, buildRejectedRow, xlsxFile } from '../test-fixtures';

const FILE_INPUT = 'Service authorization sheet (.xlsx)';
const saved: { name: string; href: string }[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:missing');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const newRow = buildImportedRow({ row: 2 });
const updatedRow = buildImportedRow({
  row: 3,
  id: 41,
  individual_name: 'SMITH, ANN',
  clientName: 'Smith, Ann',
  recipient_id: '2223334445',
  service_code: 'W7060',
  service_name: 'In-Home and Community Support',
  unit_cost: '$1,008.40',
  units_authorized: 100,
  utilized_units: 120,
  hearthUnitsUsed: 110,
  assignedStaff: [{ userId: 5, name: 'Lee, Pat' }],
  changes: [
    { field: 'serviceUnitsAuthorized', label: 'Units Authorized', from: 400, to: 100 },
    { field: 'serviceEndDate', label: 'Service End Date', from: '2026-12-31', to: '2027-06-30' },
    { field: 'serviceUnitRate', label: 'Unit Rate', from: 9.5, to: 1008.4 },
  ],
  warnings: [ImportMsg.unitsBelowUsed(110)],
});
const missingClientRow = buildImportedRow({
  row: 4,
  individual_name: 'GRAY, OMAR',
  recipient_id: '9998887776',
  clientId: null,
  clientName: null,
});
const missingServiceRows = [
  buildImportedRow({
    row: 5,
    service_code: 'W9999',
    service_name: 'Shift Nursing',
    unit_cost: '$1,012.50',
    serviceId: null,
    serviceUnitLength: null,
  }),
  buildImportedRow({
    row: 6,
    service_code: 'W9999',
    service_name: 'Shift Nursing',
    unit_cost: '$1,012.50',
    serviceId: null,
    serviceUnitLength: null,
  }),
];

function renderPage(routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  signIn();
  const app = renderApp('/admin/import-services');
  return { api, app };
}

async function chooseAndProcess(app: ReturnType<typeof renderApp>, file = xlsxFile()) {
  await screen.findByRole('heading', { level: 1, name: 'Import Services' });
  await app.user.upload(screen.getByLabelText(FILE_INPUT), file);
  expect(screen.getByText(file.name)).toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: 'Process' }));
}

describe('ImportServicesPage', () => {
  it("alerts 'Please select a file to proceed.' when Process is pressed without a file", async () => {
    const { api, app } = renderPage({});
    await screen.findByRole('heading', { level: 1, name: 'Import Services' });
    expect(screen.getByLabelText(FILE_INPUT)).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    await app.user.click(screen.getByRole('button', { name: 'Process' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ImportMsg.noFile);
    expect(api.callsTo('POST /services/process')).toHaveLength(0);
  });

  it('refuses a file that is not .xlsx before sending it', async () => {
    const { api, app } = renderPage({});
    await screen.findByRole('heading', { level: 1, name: 'Import Services' });
    fireEvent.change(screen.getByLabelText(FILE_INPUT), {
      target: { files: [new File(['%PDF'], 'authorizations.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(ImportMsg.notXlsx);
    await app.user.click(screen.getByRole('button', { name: 'Process' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ImportMsg.noFile);
    expect(api.callsTo('POST /services/process')).toHaveLength(0);
  });

  it('posts the file and shows every non-empty section with its count', async () => {
    const result = buildProcessResult({
      new_services: [newRow],
      updated_services: [updatedRow],
      missing_clients: [missingClientRow],
      missing_services: missingServiceRows,
      rejected_rows: [buildRejectedRow()],
      unchanged: 3,
      file: { name: 'authorizations.xlsx', sha256: 'b'.repeat(64), rows: 9 },
    });
    const { api, app } = renderPage({ 'POST /services/process': { body: result } });
    await chooseAndProcess(app);

    expect(await screen.findByRole('heading', { name: 'New Services (1)' })).toBeInTheDocument();
    const sent = api.callsTo('POST /services/process')[0]!;
    expect((sent.form!.get('file') as File).name).toBe('authorizations.xlsx');
    expect(sent.headers.get('Authorization')).toBe('Bearer test-token');

    expect(screen.getByRole('heading', { name: 'Missing Clients (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missing Services (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Updated Services (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rejected Rows (1)' })).toBeInTheDocument();

    const added = screen.getByRole('table', { name: 'New Services' });
    expect(within(added).getByText('07/01/2026 – 06/30/2027')).toBeInTheDocument();
    expect(within(added).getByText('$5.12')).toBeInTheDocument();
    expect(within(added).getByText('06/15/2026')).toBeInTheDocument();

    const updated = screen.getByRole('table', { name: 'Updated Services' });
    expect(within(updated).getByText('Units Authorized: 400 → 100')).toBeInTheDocument();
    expect(within(updated).getByText('Service End Date: 12/31/2026 → 06/30/2027')).toBeInTheDocument();
    expect(within(updated).getByText('Unit Rate: $9.50 → $1,008.40')).toBeInTheDocument();
    expect(within(updated).getByText(ImportMsg.unitsBelowUsed(110))).toBeInTheDocument();
    expect(within(updated).getByText('State 120 · Hearth 110')).toBeInTheDocument();

    const rejected = screen.getByRole('table', { name: 'Rejected Rows' });
    expect(within(rejected).getByText('Service End Date is before Service Start Date')).toBeInTheDocument();
    expect(screen.getByText(/Fix them in the sheet/)).toBeInTheDocument();

    // One Create per distinct missing code.
    expect(screen.getAllByRole('button', { name: 'Create service W9999' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByText(/fix the rejected rows in the sheet/)).toBeInTheDocument();
    expect(screen.queryByText(ImportMsg.noChanges)).not.toBeInTheDocument();
  });

  it("says 'No new changes has been detected.' when all four lists are empty", async () => {
    const { app } = renderPage({ 'POST /services/process': { body: buildProcessResult({ unchanged: 4 }) } });
    await chooseAndProcess(app);
    expect(await screen.findByText(ImportMsg.noChanges)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses the file", async () => {
    const { app } = renderPage({
      'POST /services/process': apiError(400, 'VALIDATION_ERROR', ImportMsg.missingColumns(['Units Authorized'])),
    });
    await chooseAndProcess(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('The sheet is missing these columns: Units Authorized.');
    expect(screen.getByRole('button', { name: 'Process' })).toBeEnabled();
  });

  it('creates the missing service from the sheet, then Reload Data processes the same file again', async () => {
    const { api, app } = renderPage({
      'POST /services/process': { body: buildProcessResult({ missing_services: missingServiceRows }) },
      'POST /service': (call) => ({
        body: { data: buildService({ serviceId: 30, ...(call.body as object), unitRate: 1012.5 }) },
      }),
    });
    await chooseAndProcess(app);
    await app.user.click(await screen.findByRole('button', { name: 'Create service W9999' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create New Service' });
    expect(within(dialog).getByRole('textbox', { name: /Service Code/ })).toHaveValue('W9999');
    expect(within(dialog).getByRole('textbox', { name: /Service Name/ })).toHaveValue('Shift Nursing');
    expect(within(dialog).getByRole('textbox', { name: /Unit Rate/ })).toHaveValue('1012.5');
    expect(within(dialog).getByRole('textbox', { name: /Unit Length/ })).toHaveValue('0.25');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText(ImportMsg.missingServicesAdded)).toBeInTheDocument();
    expect(api.callsTo('POST /service')[0]!.body).toMatchObject({
      code: 'W9999',
      name: 'Shift Nursing',
      unitRate: 1012.5,
      unitLength: 0.25,
    });

    api.set('POST /services/process', { body: buildProcessResult({ new_services: missingServiceRows }) });
    await app.user.click(await screen.findByRole('button', { name: 'Reload Data' }));
    expect(await screen.findByRole('heading', { name: 'New Services (2)' })).toBeInTheDocument();
    const posts = api.callsTo('POST /services/process');
    expect(posts).toHaveLength(2);
    expect((posts[1]!.form!.get('file') as File).name).toBe('authorizations.xlsx');
    expect(screen.queryByText(ImportMsg.missingServicesAdded)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('allocates staff, confirms, goes Back keeping the choices and posts the exact payload', async () => {
    const result = buildProcessResult({
      new_services: [newRow],
      updated_services: [updatedRow],
      missing_clients: [missingClientRow],
      file: { name: 'authorizations.xlsx', sha256: 'c'.repeat(64), rows: 3 },
    });
    const { api, app } = renderPage({
      'POST /services/process': { body: result },
      'GET /user/user_list': {
        body: {
          data: [
            { userId: 8, name: 'Baker, Sam' },
            { userId: 9, name: 'Cruz, Ana' },
          ],
        },
      },
      'POST /services/import': {
        body: { message: ImportMsg.imported(1, 1), data: { created: 1, updated: 1, unchanged: 0, allocations: 1 } },
      },
    });
    await chooseAndProcess(app);
    await app.user.click(await screen.findByRole('button', { name: 'Import' }));

    const allocation = await screen.findByRole('dialog', { name: 'Staff Allocation' });
    const picker = within(allocation).getByRole('combobox', { name: 'Staff for Doe, John, W1726 (row 2)' });
    await app.user.click(picker);
    await app.user.click(await screen.findByRole('option', { name: 'Baker, Sam' }));
    await app.user.click(within(allocation).getByRole('button', { name: 'NEXT' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Import Service' });
    expect(
      within(confirm).getByText(/1 authorization will be created and 1 authorization updated, with 1 staff allocation/),
    ).toBeInTheDocument();
    expect(within(confirm).getByText(/1 row of missing clients is left out/)).toBeInTheDocument();
    expect(within(confirm).getByText('Baker, Sam')).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'BACK' }));

    const again = await screen.findByRole('dialog', { name: 'Staff Allocation' });
    expect(within(again).getByRole('button', { name: 'Baker, Sam' })).toBeInTheDocument();
    await app.user.click(within(again).getByRole('button', { name: 'NEXT' }));
    const confirmAgain = await screen.findByRole('dialog', { name: 'Confirm Import Service' });
    await app.user.click(within(confirmAgain).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByText(ImportMsg.imported(1, 1))).toBeInTheDocument();
    const posts = api.callsTo('POST /services/import');
    expect(posts).toHaveLength(1);
    const flags = {
      serviceIsNegetiveUnitsAllowed: false,
      serviceIsAuthorized: false,
      isDegreeRequired: false,
      isDatesConfirmed: false,
      isOverlappable: false,
    };
    expect(posts[0]!.body).toEqual({
      fileName: 'authorizations.xlsx',
      sha256: 'c'.repeat(64),
      rows: [
        {
          serviceName: 'Companion',
          serviceCode: 'W1726',
          serviceUnitRate: 5.12,
          serviceUnitLength: 0.25,
          serviceStartDate: '2026-07-01',
          serviceEndDate: '2027-06-30',
          serviceUnitsAuthorized: 480,
          ...flags,
          authorizedDate: '2026-06-15',
          clientName: 'DOE, JOHN',
          recipientId: '1234567890',
          serviceId: 2,
          unitsUtilized: 0,
          assignedStaff: [8],
          row: 2,
        },
        {
          serviceName: 'In-Home and Community Support',
          serviceCode: 'W7060',
          serviceUnitRate: 1008.4,
          serviceUnitLength: 0.25,
          serviceStartDate: '2026-07-01',
          serviceEndDate: '2027-06-30',
          serviceUnitsAuthorized: 100,
          ...flags,
          authorizedDate: '2026-06-15',
          clientName: 'SMITH, ANN',
          recipientId: '2223334445',
          serviceId: 2,
          unitsUtilized: 120,
          assignedStaff: [5],
          row: 3,
        },
      ],
    });

    await app.user.click(screen.getByRole('button', { name: 'Process another file' }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it("shows the server's refusal of the import in the confirm modal", async () => {
    const { app } = renderPage({
      'POST /services/process': { body: buildProcessResult({ updated_services: [updatedRow] }) },
      'POST /services/import': apiError(400, 'VALIDATION_ERROR', ImportMsg.rowsRefused),
    });
    await chooseAndProcess(app);
    await app.user.click(await screen.findByRole('button', { name: 'Import' }));
    // Only updates: straight to the confirmation, without Back.
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Import Service' });
    expect(within(confirm).queryByRole('button', { name: 'BACK' })).not.toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(confirm).findByText(ImportMsg.rowsRefused)).toBeInTheDocument();
  });

  it("downloads 'Missing Client List.xlsx' with one line per missing client", async () => {
    const { api, app } = renderPage({
      'POST /services/process': {
        body: buildProcessResult({ missing_clients: [missingClientRow, { ...missingClientRow, row: 7 }] }),
      },
      'POST /services/missing_clients': {
        body: 'xlsx',
        headers: { 'Content-Disposition': `attachment; filename="${ImportMsg.missingClientFileName}"` },
      },
    });
    await chooseAndProcess(app);
    await app.user.click(await screen.findByRole('button', { name: 'Download Missing Client List' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Missing Client List.xlsx', href: 'blob:missing' }]));
    expect(api.callsTo('POST /services/missing_clients')[0]!.body).toEqual({
      rows: [{ individual_name: 'GRAY, OMAR', recipient_id: '9998887776' }],
    });
  });

  it('shows the result as cards on phones', async () => {
    window.innerWidth = 375;
    const { app } = renderPage({
      'POST /services/process': {
        body: buildProcessResult({ new_services: [newRow], updated_services: [updatedRow] }),
      },
    });
    await chooseAndProcess(app);
    const cards = await screen.findByRole('list', { name: 'Updated Services' });
    expect(within(cards).getByText('Units Authorized: 400 → 100')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'New Services' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
