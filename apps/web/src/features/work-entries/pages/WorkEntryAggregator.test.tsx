import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AggregatorMsg, type AggregatorRecordOut } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { AggregatorVisitText } from '../components/AggregatorVisitStatus';
import { buildWorkEntry } from '../test-fixtures';

const record = (overrides: Partial<AggregatorRecordOut> = {}): AggregatorRecordOut => ({
  kind: 'visit',
  recordId: 5,
  name: 'Rivera, Sam – Alvarez, Rosa',
  state: 'rejected',
  waitingOn: null,
  sequenceId: 1042,
  transactionId: '6f1c2a9e',
  errorCode: 'V0107',
  errorMessage: 'Client Medicaid ID not found',
  fix: "Check the client's Medicaid ID.",
  clientId: 12,
  employeeId: 21,
  sentAt: '2026-11-17T21:00:00.000Z',
  acceptedAt: null,
  updatedAt: '2026-11-17T21:05:00.000Z',
  ...overrides,
});

function renderDetails(aggregator: MockRoute) {
  const api = mockApi({
    'GET /WorkEntryById': { body: { data: buildWorkEntry() } },
    'GET /evv/exceptions': { body: { data: [], recordCount: 0 } },
    'GET /aggregator/records/visit/5': aggregator,
  });
  signIn();
  renderApp('/admin/view-timeSheet?id=5');
  return api;
}

const statusLine = () => screen.queryByRole('region', { name: AggregatorVisitText.title });

describe('Work Entry Details: the EVV aggregator line', () => {
  it("shows a rejected visit's state and error, with the way to the rejected visits", async () => {
    renderDetails({ body: { data: record() } });
    const line = await screen.findByRole('region', { name: AggregatorVisitText.title });
    expect(within(line).getByText('Rejected')).toBeInTheDocument();
    expect(line).toHaveTextContent('V0107 — Client Medicaid ID not found');
    expect(within(line).getByRole('link', { name: AggregatorVisitText.open })).toHaveAttribute(
      'href',
      '/admin/aggregator?kind=visit&state=rejected',
    );
  });

  it('shows what a waiting visit waits on', async () => {
    renderDetails({
      body: {
        data: record({
          state: 'waiting',
          errorCode: null,
          errorMessage: null,
          waitingOn: 'Waits for its client to be accepted by the aggregator.',
        }),
      },
    });
    const line = await screen.findByRole('region', { name: AggregatorVisitText.title });
    expect(within(line).getByText('Waiting')).toBeInTheDocument();
    expect(line).toHaveTextContent('Waits for its client to be accepted by the aggregator.');
    expect(within(line).getByRole('link', { name: AggregatorVisitText.open })).toHaveAttribute(
      'href',
      '/admin/aggregator?kind=visit&state=waiting',
    );
  });

  it.each([
    ['the visit has no standing there (404)', apiError(404, 'NOT_FOUND', 'Not found')],
    ['the aggregator is off (409)', apiError(409, 'AGGREGATOR_OFF', AggregatorMsg.off)],
    ['the call fails', apiError(500, 'INTERNAL_ERROR', 'Something went wrong')],
  ])('shows nothing, and the entry as always, when %s', async (_case, answer) => {
    let answered = false;
    renderDetails(() => {
      answered = true;
      return answer;
    });
    expect(await screen.findByText('Companion Services')).toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(true));
    // Time for the answer to reach the screen, had it anything to show.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statusLine()).not.toBeInTheDocument();
    expect(screen.queryByText(AggregatorMsg.off)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EDIT' })).toBeInTheDocument();
  });
});
