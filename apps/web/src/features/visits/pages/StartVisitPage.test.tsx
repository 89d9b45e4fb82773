import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildClientService } from '../../clients/client-services/test-fixtures';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { fillIn, signIn } from '../../../test/render';
import { mockGeolocation } from '../geolocation-mock';
import { buildOpenVisit, buildVisitClient, visitReply } from '../test-fixtures';
import { renderVisitScreen } from '../test-render';

vi.mock(
  '../../../components/signature/SignatureCanvas',
  () => import('../../../components/signature/fake-signature-canvas'),
);

const client = { clientId: 5, name: 'Lopez, Maria' };
const services = [
  buildClientService(),
  buildClientService({ serviceRequestId: 32, serviceName: 'Respite 15 min', serviceCode: 'W9862' }),
];
let geo: ReturnType<typeof mockGeolocation> | null = null;

afterEach(() => {
  geo?.restore();
  geo = null;
});

describe('StartVisitPage', () => {
  it('sends the user back to the Visits list without a client', async () => {
    mockApi({
      'GET /visits': { body: { data: [], recordCount: 0 } },
      'GET /visits/inprogress': { body: { data: null } },
      'GET /client/client_list/assigned': { body: { data: [] } },
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/start-visit');
    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
  });

  it('says when the client has no service', async () => {
    mockApi({
      'GET /clientbyId': { body: { data: buildVisitClient({ goalsOutcomes: null }) } },
      'GET /serviceRequestByClientId': apiError(404, 'NOT_FOUND', 'Client service not found'),
    });
    signIn({ userType: UserType.Staff });
    renderVisitScreen({ pathname: '/staff/start-visit', state: { client } });
    expect(await screen.findByText('No Service associated to this client')).toBeInTheDocument();
    expect(screen.getByText('No notes added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'START VISIT' })).toBeDisabled();
  });

  it('starts a visit with the chosen service, and records why the location is missing', async () => {
    geo = mockGeolocation('denied');
    const start = new Date();
    const calls = mockApi({
      'GET /clientbyId': {
        body: { data: buildVisitClient({ goalsOutcomes: 'Line one\nLine two\nLine three\nLine four' }) },
      },
      'GET /serviceRequestByClientId': { body: { data: services } },
      'POST /visits/start': visitReply('Visit started', buildOpenVisit(start)),
      'GET /visits/inprogress': { body: { data: buildOpenVisit(start) } },
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen({ pathname: '/staff/start-visit', state: { client } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Start Visit' })).toBeInTheDocument();
    expect(screen.getByText('Lopez, Maria')).toBeInTheDocument();
    const more = await screen.findByRole('button', { name: 'SHOW MORE' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(more);
    expect(screen.getByRole('button', { name: 'SHOW LESS' })).toHaveAttribute('aria-expanded', 'true');
    expect(Object.fromEntries(calls.callsTo('GET /serviceRequestByClientId')[0]!.query)).toMatchObject({
      client_id: '5',
    });

    const startButton = screen.getByRole('button', { name: 'START VISIT' });
    expect(startButton).toBeDisabled();
    await app.user.click(screen.getByLabelText(/Respite 15 min \(W9862\)/));
    expect(startButton).toBeEnabled();
    await app.user.click(startButton);

    const dialog = await screen.findByRole('dialog', { name: 'Start Visit' });
    expect(within(dialog).getByText('Lopez, Maria')).toBeInTheDocument();
    expect(within(dialog).getByText('Respite 15 min (W9862)')).toBeInTheDocument();
    expect(within(dialog).getByText('0.25 hours')).toBeInTheDocument();
    // The clock-in to the minute, as it is recorded (no seconds).
    expect(within(dialog).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    await fillIn(app.user, within(dialog).getByLabelText('Notes'), 'Arrived on time.');
    await app.user.click(within(dialog).getByRole('button', { name: 'START VISIT' }));

    await waitFor(() => expect(app.pathname()).toBe('/staff/visit-progress'));
    const body = calls.callsTo('POST /visits/start')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      // Every visit call carries the phone's action id (a retry is not applied twice).
      clientActionId: expect.any(String),
      clientId: 5,
      serviceRequestId: 32,
      serviceStartTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
      notes: 'Arrived on time.',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      startLocationMissing: 'denied',
    });
    expect(Math.abs(Date.parse(`${String(body.serviceStartTime).replace(' ', 'T')}Z`) - start.getTime())).toBeLessThan(
      120_000,
    );
    expect(geo.calls).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 }]);
    expect(await screen.findByText('Location unavailable — the visit is recorded without it')).toBeInTheDocument();
    expect(await screen.findByText('Visit started')).toBeInTheDocument();
  });

  it('sends the position once, and keeps the modal and note when starting fails', async () => {
    geo = mockGeolocation({ latitude: 41.41, longitude: -75.66 });
    const calls = mockApi({
      'GET /clientbyId': { body: { data: buildVisitClient() } },
      'GET /serviceRequestByClientId': { body: { data: services } },
      'POST /visits/start': apiError(409, 'VISIT_IN_PROGRESS', 'You already have a visit in progress.'),
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen({ pathname: '/staff/start-visit', state: { client } });
    await app.user.click(await screen.findByLabelText(/Companion \(W1726\)/));
    await app.user.click(screen.getByRole('button', { name: 'START VISIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Visit' });
    await fillIn(app.user, within(dialog).getByLabelText('Notes'), 'Do not lose me');
    await app.user.click(within(dialog).getByRole('button', { name: 'START VISIT' }));

    expect(await screen.findByText('You already have a visit in progress.')).toBeInTheDocument();
    expect(calls.callsTo('POST /visits/start')[0]!.body).toMatchObject({
      serviceRequestId: 31,
      serviceStartLatitude: 41.41,
      serviceStartLongitude: -75.66,
    });
    expect(calls.callsTo('POST /visits/start')[0]!.body).not.toHaveProperty('startLocationMissing');
    expect(app.pathname()).toBe('/staff/start-visit');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Do not lose me');
    expect(within(dialog).getByRole('button', { name: 'START VISIT' })).toBeEnabled();
  });
});
