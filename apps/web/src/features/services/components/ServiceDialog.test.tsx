import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg } from '@hearth/shared';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildService } from '../test-fixtures';

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('ServiceDialog on the services page', () => {
  it("shows the spec's messages and creates a service with the typed values", async () => {
    const api = mockApi({
      'GET /service': { body: { data: [], recordCount: 0 } },
      'POST /service': { body: { data: buildService({ serviceId: 9 }) } },
    });
    signIn();
    const app = renderApp('/admin/services');
    await app.user.click(await screen.findByRole('button', { name: 'CREATE NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Service' });
    expect(within(dialog).getByText('PA ODP bills whole units: round down')).toBeInTheDocument();
    expect(within(dialog).getByText('0.25 h (15 min)')).toBeInTheDocument();

    await fillIn(app.user, field(dialog, /^Unit Length/), '');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('Service Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service Unit Rate is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service Units Length is required.')).toBeInTheDocument();

    await fillIn(app.user, field(dialog, /^Unit Rate/), '-2');
    await fillIn(app.user, field(dialog, /^Unit Length/), '0');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText(Msg.notNegative)).toBeInTheDocument();
    expect(within(dialog).getByText(Msg.greaterThanZero)).toBeInTheDocument();
    expect(api.callsTo('POST /service')).toHaveLength(0);

    await fillIn(app.user, field(dialog, /^Service Name/), 'Respite 15 min');
    await fillIn(app.user, field(dialog, /^Service Code/), 'w9862');
    await fillIn(app.user, field(dialog, /^Unit Rate/), '8.5');
    await fillIn(app.user, field(dialog, /^Unit Length/), '0.5');
    expect(await within(dialog).findByText('0.5 h (30 min)')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Overlappable' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Involves driving a client' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Service create successful')).toBeInTheDocument();
    expect(api.callsTo('POST /service')[0]?.body).toEqual({
      name: 'Respite 15 min',
      code: 'W9862',
      description: null,
      unitRate: 8.5,
      unitLength: 0.5,
      isDegreeRequired: false,
      isOverlappable: true,
      involvesDriving: true,
      unitRounding: 'down',
      status: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /service')).toHaveLength(2));
  });

  it('edits with the loaded version and shows a taken code under the field', async () => {
    const api = mockApi({
      'GET /service': { body: { data: [buildService({ version: 4 })], recordCount: 1 } },
      'PUT /service': apiError(409, 'DUPLICATE_CODE', 'A service with this code already exists.', 'code'),
    });
    signIn();
    const app = renderApp('/admin/services');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Companion' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(field(dialog, /^Unit Rate/)).toHaveValue('5.12');
    await fillIn(app.user, field(dialog, /^Service Code/), 'W9798');
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));

    expect(await within(dialog).findByText('A service with this code already exists.')).toBeInTheDocument();
    expect(await screen.findByText('Service update failed')).toBeInTheDocument();
    expect(api.callsTo('PUT /service')[0]?.body).toMatchObject({ serviceId: 2, version: 4, code: 'W9798' });
    expect(field(dialog, /^Service Code/)).toHaveValue('W9798');
  });
});
