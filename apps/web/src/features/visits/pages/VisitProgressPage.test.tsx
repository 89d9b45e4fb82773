import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignatureMsg, UserType, WorkEntryMsg } from '@hearth/shared';
import { EMPTY_SIGNATURE, SignatureBlockText } from '../../../components/signature';
import { FAKE_SIGNATURE } from '../../../components/signature/fake-signature-canvas';
import { seriousAxeViolations } from '../../../test/axe';
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
// Drafts live in localStorage, which the tests share: every test starts without one.
beforeEach(() => localStorage.clear());
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
    'GET /serviceRequestById': { body: { data: { serviceRequestId: 31, serviceId: 3 } } },
    'GET /serviceById': { body: { data: { serviceId: 3, unitRounding: 'down' } } },
    ...overrides,
  });
}

/** POST /visits/complete answering as the server does: the visit as sent, completed. */
const completes: MockRoute = (call) => visitReply('Visit completed', { ...open, ...(call.body as object), status: 8 });

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
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('00:01:06');
    act(() => {
      vi.advanceTimersByTime(3600_000);
    });
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

  it('cancels a pending retry when the page closes, leaving the draft unsaved for later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api({ 'POST /visits/update': apiError(503, 'UNAVAILABLE', 'Service unavailable') });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await app.user.type(notesBox(), 'Hi');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Not saved yet — will retry')).toBeInTheDocument();
    const draft = readVisitDraft(open.workEntryId);
    expect(draft).toMatchObject({ notes: 'Hi', saved: false });
    const sent = calls.callsTo('POST /visits/update').length;

    await act(() => app.router.navigate('/staff/visits'));
    await screen.findByRole('heading', { level: 1, name: 'Visits' });
    calls.set('POST /visits/update', (call) => visitReply('Visit updated', { ...open, ...(call.body as object) }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.callsTo('POST /visits/update')).toHaveLength(sent);
    expect(readVisitDraft(open.workEntryId)).toEqual(draft);
  });

  it('never brings a draft back after log-out, even when a save answers late', async () => {
    let answer: (() => void) | undefined;
    const calls = api({
      'POST /visits/update': (call) =>
        new Promise((resolve) => {
          answer = () => resolve(visitReply('Visit updated', { ...open, ...(call.body as object) }));
        }),
      'POST /user/logout': { body: { code: 200, message: 'Logged out' } },
    });
    signIn({ userType: UserType.Staff, firstName: 'Maria' });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await app.user.type(notesBox(), 'Hi');
    await waitFor(() => expect(calls.callsTo('POST /visits/update')).toHaveLength(1));

    await app.user.click(screen.getByRole('button', { name: 'Open account menu for Maria' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes not saved yet' });
    await app.user.click(within(dialog).getByRole('button', { name: 'LOG OUT ANYWAY' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(localStorage.getItem(visitDraftKey(open.workEntryId))).toBeNull();

    await act(async () => answer?.());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(localStorage.getItem(visitDraftKey(open.workEntryId))).toBeNull();
    // Stopped at log-out: nothing else went out with the ended session.
    expect(calls.callsTo('POST /visits/update')).toHaveLength(1);
  });

  it('sends an unsaved draft from an earlier session when the page opens', async () => {
    writeVisitDraft(open.workEntryId, {
      notes: 'Typed while offline',
      progress: 2,
      ...EMPTY_SIGNATURE,
      updatedAt: Date.now(),
      saved: false,
      signatureSaved: true,
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
      'POST /visits/complete': completes,
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    const complete = screen.getByRole('button', { name: 'COMPLETE VISIT' });
    // Unavailable, yet focusable and saying why (spec 02: enabled only with progress and a signature).
    expect(complete).toHaveAttribute('aria-disabled', 'true');
    expect(complete).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ABANDON VISIT' })).toBeDisabled();

    // What is missing is said above the signature (the sticky bar holds only the buttons).
    expect(complete).toHaveAccessibleDescription(`${WorkEntryMsg.progressRequired} ${SignatureBlockText.missing}`);
    await app.user.click(complete);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Increased')).toHaveFocus();
    await app.user.click(screen.getByLabelText('Decreased'));
    expect(complete).toHaveAttribute('aria-disabled', 'true');
    expect(complete).toHaveAccessibleDescription(SignatureBlockText.missing);
    await app.user.click(complete);
    const pad = await screen.findByLabelText('Sign the signature pad');
    expect(pad).toHaveFocus();
    await app.user.click(pad);
    expect(complete).toHaveAttribute('aria-disabled', 'false');
    expect(complete).not.toHaveAccessibleDescription();
    expect(screen.queryByText(SignatureBlockText.missing)).not.toBeInTheDocument();
    await app.user.type(notesBox(), 'All good');
    await app.user.click(complete);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    expect(within(dialog).getByText('Companion (W1726)')).toBeInTheDocument();
    expect(within(dialog).getByText('Decreased')).toBeInTheDocument();
    expect(within(dialog).getByText('All good')).toBeInTheDocument();
    expect(within(dialog).getByText('Drawn signature')).toBeInTheDocument();
    expect(within(dialog).getByText(/^\d+ units?$/)).toBeInTheDocument();
    // A visit of hours bills units: no short-visit warning.
    expect(within(dialog).queryByText(/will bill 0 units/)).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'COMPLETE VISIT' }));

    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
    expect(calls.callsTo('POST /visits/complete')[0]!.body).toEqual({
      // Every visit call carries the phone's action id (a retry is not applied twice).
      clientActionId: expect.any(String),
      workEntryId: 42,
      notes: 'All good',
      progress: 3,
      signature: FAKE_SIGNATURE,
      typedSignature: null,
      noSignatureReason: null,
      noSignatureText: null,
      serviceEndTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
      serviceEndLatitude: 41.41,
      serviceEndLongitude: -75.66,
    });
    expect(await screen.findByText('Visit completed')).toBeInTheDocument();
    // The visit's screen is gone: the focus starts again at the Visits list's heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Visits' })).toHaveFocus();
    expect(localStorage.getItem(visitDraftKey(open.workEntryId))).toBeNull();
  });

  it("warns, without blocking, that a visit shorter than one unit bills 0 units (the service's rounding)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(START.getTime() + 9 * 60_000));
    geo = mockGeolocation('denied');
    const calls = api({
      'POST /visits/complete': completes,
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await app.user.click(screen.getByLabelText('Maintained'));
    await app.user.click(await screen.findByLabelText('Sign the signature pad'));
    await app.user.click(screen.getByRole('button', { name: 'COMPLETE VISIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    expect(await within(dialog).findByText('Under 15 minutes: this visit will bill 0 units.')).toBeInTheDocument();
    expect(within(dialog).getByText('0 units')).toBeInTheDocument();
    expect(calls.callsTo('GET /serviceRequestById')[0]!.query.get('request_id')).toBe('31');
    expect(calls.callsTo('GET /serviceById')[0]!.query.get('service_id')).toBe('3');
    await app.user.click(within(dialog).getByRole('button', { name: 'COMPLETE VISIT' }));
    await waitFor(() => expect(calls.callsTo('POST /visits/complete')).toHaveLength(1));
  });

  it("counts units with the service's rounding: 9 minutes of a 'nearest' 15-minute service is 1 unit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(START.getTime() + 9 * 60_000));
    api({ 'GET /serviceById': { body: { data: { serviceId: 3, unitRounding: 'nearest' } } } });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await app.user.click(screen.getByLabelText('Maintained'));
    await app.user.click(await screen.findByLabelText('Sign the signature pad'));
    await app.user.click(screen.getByRole('button', { name: 'COMPLETE VISIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    expect(await within(dialog).findByText('1 unit')).toBeInTheDocument();
    expect(within(dialog).queryByText(/will bill 0 units/)).not.toBeInTheDocument();
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
    await app.user.click(await screen.findByLabelText('Sign the signature pad'));
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

  it('completes with a typed name by keyboard alone: Tab, arrows, typing and Enter', async () => {
    geo = mockGeolocation('unavailable');
    const calls = api({
      'POST /visits/complete': completes,
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    const tabTo = async (element: HTMLElement) => {
      for (let i = 0; i < 40 && document.activeElement !== element; i++) await app.user.tab();
      expect(element).toHaveFocus();
    };
    await tabTo(screen.getByRole('radio', { name: 'Increased' }));
    await app.user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Increased' })).toBeChecked();
    // The pad is a stop on the way, and tells a keyboard user what to do instead.
    const pad = screen.getByLabelText('Sign the signature pad');
    await tabTo(pad);
    expect(pad).toHaveAccessibleDescription(SignatureBlockText.drawInstructions);
    await app.user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Draw' })).toHaveFocus();
    await app.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Type name' })).toBeChecked();
    await app.user.tab();
    expect(screen.getByRole('textbox', { name: SignatureBlockText.typedLabel })).toHaveFocus();
    await app.user.keyboard('Rosa Alvarez');
    const complete = screen.getByRole('button', { name: 'COMPLETE VISIT' });
    expect(complete).toHaveAttribute('aria-disabled', 'false');
    await tabTo(complete);
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    expect(within(dialog).getByText('Typed signature: Rosa Alvarez')).toBeInTheDocument();
    await tabTo(within(dialog).getByRole('button', { name: 'COMPLETE VISIT' }));
    await app.user.keyboard('{Enter}');

    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
    expect(calls.callsTo('POST /visits/complete')[0]!.body).toMatchObject({
      signature: null,
      typedSignature: 'Rosa Alvarez',
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visits' })).toHaveFocus();
  });

  it('completes when the client cannot sign, once the reason (and words for Other) are given', async () => {
    geo = mockGeolocation('denied');
    const calls = api({
      'POST /visits/complete': completes,
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await app.user.click(screen.getByLabelText('Maintained'));
    await app.user.click(screen.getByRole('radio', { name: 'Client cannot sign' }));
    const complete = screen.getByRole('button', { name: 'COMPLETE VISIT' });
    expect(complete).toHaveAccessibleDescription(SignatureMsg.unknownReason);
    await app.user.selectOptions(screen.getByRole('combobox', { name: SignatureBlockText.reasonLabel }), 'other');
    expect(complete).toHaveAccessibleDescription(SignatureMsg.reasonTextRequired);
    await app.user.click(complete);
    const words = screen.getByRole('textbox', { name: /Describe why/ });
    expect(words).toHaveFocus();
    await app.user.type(words, 'Asleep at the end');
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(complete);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Visit' });
    expect(within(dialog).getByText('Client could not sign: Asleep at the end')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'COMPLETE VISIT' }));
    await waitFor(() => expect(calls.callsTo('POST /visits/complete')).toHaveLength(1));
    expect(calls.callsTo('POST /visits/complete')[0]!.body).toMatchObject({
      signature: null,
      typedSignature: null,
      noSignatureReason: 'other',
      noSignatureText: 'Asleep at the end',
    });
  });

  it('keeps a typed name and a reason on the device across a reload, like a drawing', async () => {
    api();
    signIn({ userType: UserType.Staff });
    const first = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    await first.user.click(screen.getByRole('radio', { name: 'Type name' }));
    await first.user.type(screen.getByRole('textbox', { name: SignatureBlockText.typedLabel }), 'Rosa');
    await first.user.click(screen.getByRole('radio', { name: 'Client cannot sign' }));
    await first.user.selectOptions(screen.getByRole('combobox', { name: SignatureBlockText.reasonLabel }), 'unable');
    expect(readVisitDraft(open.workEntryId)).toMatchObject({
      signatureMethod: 'none',
      typedSignature: 'Rosa',
      noSignatureReason: 'unable',
    });
    first.unmount();

    const again = renderVisitScreen('/staff/visit-progress');
    await screen.findByRole('timer');
    expect(screen.getByRole('radio', { name: 'Client cannot sign' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: SignatureBlockText.reasonLabel })).toHaveValue('unable');
    await again.user.click(screen.getByRole('radio', { name: 'Type name' }));
    expect(screen.getByRole('textbox', { name: SignatureBlockText.typedLabel })).toHaveValue('Rosa');
  });
});
