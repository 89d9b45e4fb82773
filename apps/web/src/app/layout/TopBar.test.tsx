import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { EMPTY_SIGNATURE } from '../../components/signature';
import { UnsavedNotesText } from '../../features/visits/components/UnsavedNotesDialog';
import { buildOpenVisit, visitReply } from '../../features/visits/test-fixtures';
import { readVisitDraft, writeVisitDraft, type VisitDraft } from '../../features/visits/visit-draft';
import { getAuth } from '../../lib/auth-storage';
import { getTrustedBrowserToken, saveTrustedBrowserToken } from '../../lib/trusted-browsers';
import { apiError, mockApi, type MockRoute } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

const openVisit = buildOpenVisit(new Date('2026-05-05T12:00:00Z'));

const draft = (overrides: Partial<VisitDraft> = {}): VisitDraft => ({
  notes: 'Went to the library',
  progress: 2,
  ...EMPTY_SIGNATURE,
  updatedAt: Date.now(),
  saved: true,
  signatureSaved: true,
  ...overrides,
});

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /visits': { body: { data: [], recordCount: 0 } },
    'GET /visits/inprogress': { body: { data: null } },
    'GET /client/client_list/assigned': { body: { data: [] } },
    'POST /user/logout': { body: { code: 200, message: 'Logged out' } },
    ...overrides,
  });
}

/** Signs in as staff on the Visits list and chooses Log Out in the account menu. */
async function logOut() {
  signIn({ userType: UserType.Staff, firstName: 'Maria', lastName: 'Lopez' });
  const app = renderApp('/staff/visits');
  await app.user.click(await screen.findByRole('button', { name: 'Open account menu for Maria' }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  return app;
}

const signedOut = async (app: Awaited<ReturnType<typeof logOut>>) => {
  await waitFor(() => expect(app.pathname()).toBe('/login'));
  expect(getAuth()).toBeNull();
};

describe('log out and visit drafts', () => {
  beforeEach(() => localStorage.clear());

  it('with no drafts, signs out and leaves the rest of the device alone', async () => {
    const calls = api();
    saveTrustedBrowserToken('maria.lopez@example.org', 'trusted-token');
    localStorage.setItem('unrelated.setting', '"kept"');
    const app = await logOut();
    await signedOut(app);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.callsTo('POST /user/logout')).toHaveLength(1);
    expect(calls.callsTo('POST /visits/update')).toHaveLength(0);
    expect(getTrustedBrowserToken('maria.lopez@example.org')).toBe('trusted-token');
    expect(localStorage.getItem('unrelated.setting')).toBe('"kept"');
  });

  it('clears a draft the server has, without asking', async () => {
    const calls = api();
    writeVisitDraft(42, draft());
    const app = await logOut();
    await signedOut(app);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readVisitDraft(42)).toBeNull();
    expect(calls.callsTo('POST /visits/update')).toHaveLength(0);
  });

  it('asks about unsaved notes; CANCEL keeps the session and the draft', async () => {
    const calls = api();
    writeVisitDraft(42, draft({ saved: false }));
    const app = await logOut();
    const dialog = await screen.findByRole('dialog', { name: UnsavedNotesText.title });
    expect(dialog).toHaveTextContent(/You have notes that are not saved yet/);
    await app.user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/staff/visits');
    expect(getAuth()).not.toBeNull();
    expect(readVisitDraft(42)).toMatchObject({ notes: 'Went to the library', saved: false });
    expect(calls.callsTo('POST /user/logout')).toHaveLength(0);
  });

  it('LOG OUT ANYWAY discards the unsaved draft and signs out', async () => {
    const calls = api();
    writeVisitDraft(42, draft({ saved: false }));
    const app = await logOut();
    const dialog = await screen.findByRole('dialog', { name: UnsavedNotesText.title });
    await app.user.click(within(dialog).getByRole('button', { name: 'LOG OUT ANYWAY' }));
    await signedOut(app);
    expect(readVisitDraft(42)).toBeNull();
    expect(calls.callsTo('POST /visits/update')).toHaveLength(0);
    expect(calls.callsTo('POST /user/logout')).toHaveLength(1);
  });

  it('SAVE AND LOG OUT sends what the open visit’s draft holds, then clears every draft and signs out', async () => {
    const calls = api({
      'GET /visits/inprogress': { body: { data: openVisit } },
      'POST /visits/update': (call) => visitReply('Visit updated', { ...openVisit, ...(call.body as object) }),
    });
    // The open visit: notes not confirmed yet, and a signature that only completion would have sent.
    writeVisitDraft(42, draft({ saved: false, signature: SIGNATURE, signatureSaved: false }));
    // A visit closed on another device: its stale draft must not rewrite the finished visit.
    writeVisitDraft(40, draft({ notes: 'Stale', saved: false }));
    writeVisitDraft(44, draft({ notes: 'Already saved' }));
    const app = await logOut();
    const dialog = await screen.findByRole('dialog', { name: UnsavedNotesText.title });
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE AND LOG OUT' }));
    await signedOut(app);
    expect(calls.callsTo('POST /visits/update').map((c) => c.body)).toEqual([
      {
        workEntryId: 42,
        notes: 'Went to the library',
        progress: 2,
        signature: SIGNATURE,
        typedSignature: null,
        noSignatureReason: null,
        noSignatureText: null,
      },
    ]);
    // The notes went out before the session ended.
    const order = calls.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('POST /visits/update')).toBeLessThan(order.indexOf('POST /user/logout'));
    for (const id of [40, 42, 44]) expect(readVisitDraft(id)).toBeNull();
  });

  it('SAVE AND LOG OUT sends a typed name as text, never as a drawing', async () => {
    const calls = api({
      'GET /visits/inprogress': { body: { data: openVisit } },
      'POST /visits/update': (call) => visitReply('Visit updated', { ...openVisit, ...(call.body as object) }),
    });
    writeVisitDraft(
      42,
      draft({ saved: false, signatureMethod: 'type', typedSignature: 'Rosa Alvarez', signatureSaved: false }),
    );
    const app = await logOut();
    const dialog = await screen.findByRole('dialog', { name: UnsavedNotesText.title });
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE AND LOG OUT' }));
    await signedOut(app);
    expect(calls.callsTo('POST /visits/update').map((c) => c.body)).toEqual([
      {
        workEntryId: 42,
        notes: 'Went to the library',
        progress: 2,
        signature: null,
        typedSignature: 'Rosa Alvarez',
        noSignatureReason: null,
        noSignatureText: null,
      },
    ]);
  });

  it('when saving fails, says why and keeps everything until the user chooses again', async () => {
    const calls = api({
      'GET /visits/inprogress': { body: { data: openVisit } },
      'POST /visits/update': apiError(503, 'UNAVAILABLE', 'Service unavailable'),
    });
    writeVisitDraft(42, draft({ saved: false }));
    const app = await logOut();
    const dialog = await screen.findByRole('dialog', { name: UnsavedNotesText.title });
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE AND LOG OUT' }));
    expect(await within(dialog).findByText(/Your notes could not be saved: Service unavailable/)).toBeInTheDocument();
    expect(getAuth()).not.toBeNull();
    expect(calls.callsTo('POST /user/logout')).toHaveLength(0);
    expect(readVisitDraft(42)).toMatchObject({ saved: false });

    await app.user.click(within(dialog).getByRole('button', { name: 'LOG OUT ANYWAY' }));
    await signedOut(app);
    expect(readVisitDraft(42)).toBeNull();
  });
});
