import { useLayoutEffect } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportMsg, UserType } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, type MockResponse, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn, TestProviders } from '../../../test/render';
import { receivablesFileName } from '../download';
import { mcoClaim, receivables, receivablesOf, recentClaim } from '../test-fixtures';
import { AS_OF_INCOMPLETE, ReceivablesPage } from './ReceivablesPage';

const PATH = '/admin/claims/receivables';

/** The same two claims a month and a half earlier: younger, nothing near its deadline. */
const october = receivablesOf('2026-10-31', [
  { ...mcoClaim, ageDays: 30, bucket: '0-30' },
  { ...recentClaim, batchId: 8, claimNumber: 2, patientControlNumber: '8-2', clientName: 'Kim, Lee', ageDays: 3 },
]);

const saved: { name: string; href: string }[] = [];
const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and does not follow downloads: record what would be saved.
  URL.createObjectURL = vi.fn(() => 'blob:receivables');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  URL.createObjectURL = originalUrl.create;
  URL.revokeObjectURL = originalUrl.revoke;
});

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/** The page at its address (the app's route adds only the admins' guard and the claims area's links). */
function renderPage(routes: Record<string, MockRoute> = {}, entry = PATH) {
  const api = mockApi({
    'GET /claims/receivables': ({ query }) => ({
      body: { data: query.get('asOf') === '2026-10-31' ? october : receivables },
    }),
    ...routes,
  });
  signIn({ userType: UserType.Admin });
  let location: Location | undefined;
  const view = render(
    <TestProviders>
      <MemoryRouter initialEntries={[entry]}>
        <LocationProbe
          onLocation={(l) => {
            location = l;
          }}
        />
        <Routes>
          <Route path={PATH} element={<ReceivablesPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  const search = () => new URLSearchParams(location?.search);
  return { ...view, api, search, user: userEvent.setup({ delay: null }) };
}

const claimsTable = () => screen.getByRole('table', { name: /^Open claims/ });
/** The open claims' rows (without the header), as text. */
const claimRows = () =>
  within(claimsTable())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
const bar = (name: RegExp) => within(screen.getByRole('figure')).getByRole('button', { name });
const asOfBox = () => screen.getByLabelText('As of');

describe('Receivables', () => {
  it('shows the total, the age buckets, the payers and the open claims in dollars', async () => {
    const { api } = renderPage();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('$3,450.25')).toBeInTheDocument();
    expect(within(totals).getByText('4')).toBeInTheDocument();
    // Today is the server's: asked for without a day, shown as it answered.
    expect(api.callsTo('GET /claims/receivables')[0]!.query.has('asOf')).toBe(false);
    expect(asOfBox()).toHaveValue('2026-11-18');

    // Each bar says its figures (the chart's text), and none is chosen yet.
    const bars = within(screen.getByRole('figure', { name: /Outstanding by age since billing/ })).getAllByRole(
      'button',
    );
    expect(bars.map((b) => b.textContent)).toEqual([
      '0–30 days$750.25, 1 claim',
      '31–60 days$2,500.00, 1 claim',
      '61–90 days$0.00, 0 claims',
      '91–120 days$200.00, 1 claim',
      'Over 120 days$0.00, 1 claim',
    ]);
    expect(bars.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);

    const payers = within(screen.getByRole('table', { name: 'Outstanding by payer' })).getAllByRole('row');
    expect(payers.map((r) => r.textContent)).toEqual([
      'Payer0–30 days31–60 days61–90 days91–120 daysOver 120 daysOutstanding',
      'PA DHS$750.25$0.00$0.00$200.00$0.00$950.25',
      'Keystone MCO$0.00$2,500.00$0.00$0.00$0.00$2,500.00',
    ]);

    expect(claimRows()).toEqual([
      'Foster, ErinClaim 3-1DeniedPA DHSW706006/20/2026151 days · Over 120 days$480.00$0.00$480.00$0.00' +
        '11/16/2026Deadline passedFirst date of service 05/20/2026',
      'Hughes, GailClaim 5-2Partly paidPA DHSW172608/10/2026100 days · 91–120 days$1,234.56$1,000.00$34.56$200.00' +
        '11/28/2026Deadline nearFirst date of service 06/01/2026',
      'Irwin, HalClaim 7-4BilledKeystone MCOW706010/01/202648 days · 31–60 days$2,500.00$0.00$0.00$2,500.00' +
        '03/01/2027First date of service 09/02/2026',
      'Jones, IdaClaim 9-1BilledPA DHSW172611/02/202616 days · 0–30 days$750.25$0.00$0.00$750.25' +
        '03/30/2027First date of service 10/01/2026',
    ]);
    // Each claim opens its batch.
    expect(screen.getByRole('link', { name: 'Claim 3-1' })).toHaveAttribute('href', '/admin/claims/batches/3');
    expect(screen.getByRole('link', { name: 'Claim 7-4' })).toHaveAttribute('href', '/admin/claims/batches/7');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('flags the claims whose filing deadline is near or gone, and counts them', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Open claims, all ages' });
    const [foster, hughes, irwin] = within(claimsTable()).getAllByRole('row').slice(1);
    expect(within(foster!).getByText('Deadline passed')).toBeInTheDocument();
    expect(within(foster!).queryByText('Deadline near')).not.toBeInTheDocument();
    expect(within(hughes!).getByText('Deadline near')).toBeInTheDocument();
    expect(within(irwin!).queryByText(/Deadline/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 claim past the filing deadline, and 1 claim within 30 days of it. A claim must be filed within 180 days of its first date of service.',
    );
  });

  it('lists one age bucket when its bar or its chip is chosen, and keeps it in the address', async () => {
    const { user, search } = renderPage();
    await screen.findByRole('table', { name: 'Open claims, all ages' });

    await user.click(bar(/^31–60 days/));
    expect(claimRows()).toHaveLength(1);
    expect(claimRows()[0]).toMatch(/^Irwin, Hal/);
    expect(bar(/^31–60 days/)).toHaveAttribute('aria-pressed', 'true');
    expect(claimsTable()).toHaveAccessibleName('Open claims aged 31–60 days');
    expect(search().get('bucket')).toBe('31-60');
    const chips = within(screen.getByRole('group', { name: 'Show claims aged' }));
    expect(chips.getByRole('button', { name: '31–60 days (1)' })).toHaveAttribute('aria-pressed', 'true');

    // The same bar again: every claim.
    await user.click(bar(/^31–60 days/));
    expect(claimRows()).toHaveLength(4);
    expect(search().has('bucket')).toBe(false);

    await user.click(chips.getByRole('button', { name: '91–120 days (1)' }));
    expect(claimRows()).toHaveLength(1);
    expect(claimRows()[0]).toMatch(/^Hughes, Gail/);
    expect(bar(/^91–120 days/)).toHaveAttribute('aria-pressed', 'true');

    await user.click(chips.getByRole('button', { name: '61–90 days (0)' }));
    expect(screen.getByText('No open claims aged 61–90 days.')).toBeInTheDocument();

    await user.click(chips.getByRole('button', { name: 'All (4)' }));
    expect(claimRows()).toHaveLength(4);
  });

  it('opens with the day and the bucket of its address', async () => {
    const { api } = renderPage({}, `${PATH}?asOf=2026-10-31&bucket=0-30`);
    await screen.findByRole('table', { name: 'Open claims aged 0–30 days' });
    expect(api.callsTo('GET /claims/receivables')[0]!.query.get('asOf')).toBe('2026-10-31');
    expect(asOfBox()).toHaveValue('2026-10-31');
    expect(claimRows()).toHaveLength(2);
  });

  it('reads the receivables again for another day, and waits for a whole date', async () => {
    const { api, search } = renderPage();
    await screen.findByRole('table', { name: 'Open claims, all ages' });

    fireEvent.change(asOfBox(), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(claimRows()).toHaveLength(2));
    const calls = api.callsTo('GET /claims/receivables');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.get('asOf')).toBe('2026-10-31');
    expect(search().get('asOf')).toBe('2026-10-31');
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText('$3,250.25')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A cleared (or half-typed) box asks for nothing and keeps the figures shown.
    fireEvent.change(asOfBox(), { target: { value: '' } });
    expect(asOfBox()).toHaveAccessibleDescription(AS_OF_INCOMPLETE);
    expect(api.callsTo('GET /claims/receivables')).toHaveLength(2);
    expect(claimRows()).toHaveLength(2);
  });

  it('exports the day shown to Excel, saved under the server’s name', async () => {
    let finish: (response: MockResponse) => void = () => undefined;
    const { api, user } = renderPage({
      'GET /claims/receivables/xlsx': () => new Promise<MockResponse>((resolve) => (finish = resolve)),
    });
    await screen.findByRole('table', { name: 'Open claims, all ages' });

    const button = screen.getByRole('button', { name: 'Export to Excel' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    finish({
      body: 'xlsx',
      headers: { 'Content-Disposition': 'attachment; filename="hearth-receivables-2026-11-18.xlsx"' },
    });
    await waitFor(() => expect(button).toBeEnabled());
    const [call] = api.callsTo('GET /claims/receivables/xlsx');
    expect(call!.query.get('asOf')).toBe('2026-11-18');
    expect(call!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([{ name: 'hearth-receivables-2026-11-18.xlsx', href: 'blob:receivables' }]);

    // Another day: its own workbook, named for it when the server does not say.
    api.set('GET /claims/receivables/xlsx', { body: 'xlsx' });
    fireEvent.change(asOfBox(), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(claimRows()).toHaveLength(2));
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.callsTo('GET /claims/receivables/xlsx')[1]!.query.get('asOf')).toBe('2026-10-31');
    expect(saved[1]!.name).toBe(receivablesFileName('2026-10-31'));
  });

  it('says so when the export fails', async () => {
    const { user } = renderPage({
      'GET /claims/receivables/xlsx': { status: 502 },
    });
    await screen.findByRole('table', { name: 'Open claims, all ages' });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(ReportMsg.downloadFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows cards instead of the wide tables on a phone', async () => {
    window.innerWidth = 375;
    renderPage();
    const list = await screen.findByRole('list', { name: 'Open claims, all ages' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[1]).toHaveTextContent('Hughes, Gail');
    expect(cards[1]).toHaveTextContent('Outstanding: $200.00');
    expect(cards[1]).toHaveTextContent('Filing deadline: 11/28/2026Deadline near');
    expect(within(cards[1]!).getByRole('link', { name: 'Claim 5-2' })).toHaveAttribute(
      'href',
      '/admin/claims/batches/5',
    );
    expect(within(screen.getByRole('list', { name: 'Outstanding by payer' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when nothing is owed', async () => {
    renderPage({ 'GET /claims/receivables': { body: { data: receivablesOf('2026-11-18', []) } } });
    expect(await screen.findByText('No open claims')).toBeInTheDocument();
    expect(screen.getByText(/Every claim billed by 11\/18\/2026 has been paid or settled/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText('$0.00')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state, then the server’s refusal', async () => {
    let answer: (response: MockResponse) => void = () => undefined;
    renderPage({ 'GET /claims/receivables': () => new Promise<MockResponse>((resolve) => (answer = resolve)) });
    expect(await screen.findByLabelText('Loading the receivables')).toBeInTheDocument();
    answer({ status: 500, body: { code: 500, error: 'INTERNAL', message: 'The receivables could not be read.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The receivables could not be read.');
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/admin/claims');
  });

  it('is the claims area’s Receivables page for admins, and no one else’s', async () => {
    mockApi({ 'GET /claims/receivables': { body: { data: receivables } } });
    signIn({ userType: UserType.Admin });
    const admin = renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receivables' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Claims area' })).getByRole('link', { name: 'Receivables' }),
    ).toHaveAttribute('aria-current', 'page');
    admin.unmount();

    mockApi();
    signIn({ userType: UserType.SupportCoordinator });
    const other = renderApp(PATH);
    await waitFor(() => expect(other.pathname()).toBe('/dashboard'));
  });
});
