import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildClientService } from '../../clients/client-services/test-fixtures';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render';
import { mockGeolocation } from '../geolocation-mock';
import { buildVisitClient } from '../test-fixtures';
import { renderVisitScreen } from '../test-render';

let geo: ReturnType<typeof mockGeolocation> | null = null;
afterEach(() => {
  geo?.restore();
  geo = null;
});

const REASON =
  'Your Child abuse history clearance expired on 11/01/2026: you cannot start visits until it is renewed. Ask your office.';

describe('StartVisitPage: refused for a credential (decision 018)', () => {
  it('shows the server’s reason as it is, and stays on the start screen', async () => {
    geo = mockGeolocation({ latitude: 41.41, longitude: -75.66 });
    mockApi({
      'GET /clientbyId': { body: { data: buildVisitClient() } },
      'GET /serviceRequestByClientId': { body: { data: [buildClientService()] } },
      'POST /visits/start': apiError(403, 'CREDENTIAL_EXPIRED', REASON),
    });
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen({
      pathname: '/staff/start-visit',
      state: { client: { clientId: 5, name: 'Lopez, Maria' } },
    });
    await app.user.click(await screen.findByLabelText(/Companion \(W1726\)/));
    await app.user.click(screen.getByRole('button', { name: 'START VISIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Visit' });
    await app.user.click(within(dialog).getByRole('button', { name: 'START VISIT' }));
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    expect(app.pathname()).toBe('/staff/start-visit');
  });
});
