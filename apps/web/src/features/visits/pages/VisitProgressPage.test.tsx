import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '@hearth/shared';
import { FAKE_SIGNATURE } from '../../../components/signature/fake-signature-canvas';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render';
import { mockGeolocation } from '../geolocation-mock';
import { buildOpenVisit, visitReply } from '../test-fixtures';
import { renderVisitScreen } from '../test-render';
import { readVisitDraft, visitDraftKey, writeVisitDraft } from '../visit-draft';

vi.mock(
  '../../../components/signature/SignatureCanvas',
  () => import('../../../components/signature/fake-signature-canvas'),
);

let geo: ReturnType<typeof mockGeolocation> | null = null;
afterEach(() => {
  vi.useRealTimers();
  geo?.restore();
  geo = null;
});

const START = new Date('2026-05-04T13:05:00Z');
const open = buildOpenVisit(START);

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /visits/inprogress': { body: { data: open } },
    'POST /visits/update': (call) => visitReply('Visit updated', { ...open, ...(call.body as object) }),
    'GET /visits': { body: { data: [], recordCount: 0 } },
    'GET /client/client_list/assigned': { body: { data: [] } },
    ...overrides,
  });
}

const notesBox = () => screen.getByLabelText('Notes');

describe('VisitProgressPage', () => {
  it('goes back to the Visits list when no visit is in progress', async () => {
    api({ 'GET /visits/inprogress': { body: { data: null } } });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
  });

  it('runs a live timer from the server’s start time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(START.getTime() + 65_000));
    api();
    signIn({ userType: UserType.Staff });
    renderVisitScreen('/staff/visit-progress');
    const timer = await screen.findByRole('timer', { name: 'Elapsed time' });
    expect(timer).toHaveTextContent('00:01:05');
    expect(screen.getByRole('heading', { name: 'Lopez, Maria' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:01:06');
    act(() => vi.advanceTimersByTime(3600_000));
    expect(timer).toHaveTextContent('01:01:06');
  });

  it('saves notes 300 ms after typing, keeps a draft until the server has it, and retries failures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api({ 'POST /visits/update': apiError(503, 'UNAVAILABLE', 'Service unavailable') });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    expect(screen.getByText('Notes are saved automatically')).toBeInTheDocument();

    await app.user.type(notesBox(), 'Hi');
    expect(calls.callsTo('POST /visits/update')).toHaveLength(0);
    expect(readVisitDraft(open.workEntryId)).toMatchObject({ notes: 'Hi', saved: false });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(calls.callsTo('POST /visits/update')).toHaveLength(1));
    expect(calls.callsTo('POST /visits/update')[0]!.body).toEqual({ workEntryId: 42, notes: 'Hi' });

    // The server is down: the text stays on screen and in the draft, and a retry is coming.
    expect(await screen.findByText('Not saved yet — will retry')).toBeInTheDocument();
    expect(notesBox()).toHaveValue('Hi');
    expect(readVisitDraft(open.workEntryId)).toMatchObject({ notes: 'Hi', saved: false });

    calls.set('POST /visits/update', (call) => visitReply('Visit updated', { ...open, ...(call.body as object) }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.callsTo('POST /visits/update').length).toBeGreaterThanOrEqual(2);
    expect(calls.callsTo('POST /visits/update').at(-1)!.body).toEqual({ workEntryId: 42, notes: 'Hi' });
    expect(readVisitDraft(open.workEntryId)).toMatchObject({ notes: 'Hi', saved: true });
  });

  it('sends an unsaved draft from an earlier session when the page opens', async () => {
    writeVisitDraft(open.workEntryId, {
      notes: 'Typed while offline',
      progress: 2,
      signature: null,
      updatedAt: Date.now(),
      saved: false,
    });
    const calls = api();
    signIn({ userType: UserType.Staff });
    renderVisitScreen('/staff/visit-progress');
    expect(await screen.findByDisplayValue('Typed while offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Maintained')).toBeChecked();
    await waitFor(() =>
      expect(calls.callsTo('POST /visits/update')[0]?.body).toEqual({
        workEntryId: 42,
        notes: 'Typed while offline',
        progress: 2,
      }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('completes only with progress and a signature, then posts and returns to the list', async () => {
    geo = mockGeolocation({ latitude: 41.41, longitude: -75.66 });
    const calls = api({
      'POST /visits/complete': (call) =>
        visitReply('Visit completed', { ...open, ...(call.body as object), status: 8 }),
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    const complete = screen.getByRole('button', { name: 'COMPLETE VISIT' });
    expect(complete).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ABANDON VISIT' })).toBeDisabled();

    await app.user.click(screen.getByLabelText('Decreased'));
    expect(complete).toBeDisabled();
    await app.user.click(screen.getByLabelText('Sign the signature pad'));
    expect(complete).toBeEnabled();
    await app.user.type(notesBox(), 'All good');
    await app.user.click(complete);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    expect(within(dialog).getByText('Companion (W1726)')).toBeInTheDocument();
    expect(within(dialog).getByText('Decreased')).toBeInTheDocument();
    expect(within(dialog).getByText('All good')).toBeInTheDocument();
    expect(within(dialog).getByText(/^\d+ units?$/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'COMPLETE VISIT' }));

    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
    expect(calls.callsTo('POST /visits/complete')[0]!.body).toEqual({
      workEntryId: 42,
      notes: 'All good',
      progress: 3,
      signature: FAKE_SIGNATURE,
      serviceEndTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
      serviceEndLatitude: 41.41,
      serviceEndLongitude: -75.66,
    });
    expect(await screen.findByText('Visit completed')).toBeInTheDocument();
    expect(localStorage.getItem(visitDraftKey(open.workEntryId))).toBeNull();
  });

  it('keeps everything when completing fails', async () => {
    geo = mockGeolocation('timeout');
    const calls = api({
      'POST /visits/complete': apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await app.user.click(screen.getByLabelText('Increased'));
    await app.user.click(screen.getByLabelText('Sign the signature pad'));
    await app.user.type(notesBox(), 'Keep');
    await app.user.click(screen.getByRole('button', { name: 'COMPLETE VISIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    await app.user.click(within(dialog).getByRole('button', { name: 'COMPLETE VISIT' }));

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(calls.callsTo('POST /visits/complete')[0]!.body).toMatchObject({ endLocationMissing: 'timeout' });
    expect(app.pathname()).toBe('/staff/visit-progress');
    await app.user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notesBox()).toHaveValue('Keep');
    expect(readVisitDraft(open.workEntryId)).toMatchObject({ notes: 'Keep', progress: 1, signature: FAKE_SIGNATURE });
  });
});
