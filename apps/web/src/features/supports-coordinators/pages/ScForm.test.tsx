import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildScOut, scByIdRoute } from '../test-fixtures';

function renderAt(path: string, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'GET /scById': scByIdRoute([buildScOut()]), ...routes });
  signIn();
  return { api, app: renderApp(path) };
}

describe('Create and Edit Supports Coordinator', () => {
  // Big MUI forms render slowly on a busy machine: wait longer than the 1 s default.
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('checks names, email and ZIP before sending', async () => {
    const { api, app } = renderAt('/admin/create-sc?staffType=4');
    expect(await screen.findByRole('heading', { name: 'Create Supports Coordinator' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();

    await fillIn(app.user, screen.getByLabelText(/^First Name/), 'Maria#');
    await fillIn(app.user, screen.getByLabelText(/^Middle Name/), 'J.');
    await fillIn(app.user, screen.getByLabelText('Email'), 'maria@');
    await fillIn(app.user, screen.getByLabelText('ZIP Code'), '19A06');
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText(Msg.specialNotAllowed)).toHaveLength(2);
    expect(screen.getByText(Msg.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(Msg.zipInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /sc')).toHaveLength(0);
  });

  it('SAVE sends the payload (empty email as null) and opens the new record', async () => {
    const { api, app } = renderAt('/admin/create-sc?staffType=4', {
      'POST /sc': { body: { data: buildScOut({ scId: 31 }) } },
    });
    await fillIn(app.user, await screen.findByLabelText(/^First Name/), 'Maria');
    await fillIn(app.user, screen.getByLabelText(/^Last Name/), 'Lopez');
    await fillIn(app.user, screen.getByLabelText('Company Name'), 'Keystone Supports');
    await fillIn(app.user, screen.getByLabelText('Mobile'), '2155550111');
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(app.pathname()).toBe('/admin/view-sc'));
    expect(app.router.state.location.search).toBe('?id=31');
    expect(api.callsTo('POST /sc')[0]?.body).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      company: 'Keystone Supports',
      mobile: '2155550111',
      email: null,
      status: 4,
      isAuthorized: false,
    });
    expect(await screen.findByRole('heading', { name: 'Supports Coordinator Details' })).toBeInTheDocument();
  });

  it('SAVE & NEW saves, then starts an empty form on the same page', async () => {
    const { api, app } = renderAt('/admin/create-sc?staffType=4', {
      'POST /sc': { body: { data: buildScOut({ scId: 32 }) } },
    });
    await fillIn(app.user, await screen.findByLabelText(/^First Name/), 'Maria');
    await fillIn(app.user, screen.getByLabelText(/^Last Name/), 'Lopez');
    await app.user.click(screen.getByRole('button', { name: 'SAVE & NEW' }));
    await waitFor(() => expect(api.callsTo('POST /sc')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('');
    expect(app.pathname()).toBe('/admin/create-sc');
  });

  it('keeps the input and shows the server message when the create fails', async () => {
    const { app } = renderAt('/admin/create-sc?staffType=4', {
      'POST /sc': apiError(400, 'VALIDATION_ERROR', Msg.emailInvalid, 'email'),
    });
    await fillIn(app.user, await screen.findByLabelText(/^First Name/), 'Maria');
    await fillIn(app.user, screen.getByLabelText(/^Last Name/), 'Lopez');
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText(Msg.emailInvalid)).toHaveLength(2);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maria');
  });

  it('edit loads the record and UPDATE sends it with its version, then opens the details', async () => {
    const { api, app } = renderAt('/admin/edit-sc?id=31&staffType=4', {
      'PUT /sc': { body: { data: buildScOut({ company: 'Delaware Valley SC', version: 3 }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Supports Coordinator' })).toBeInTheDocument();
    const company = await screen.findByLabelText('Company Name');
    expect(company).toHaveValue('Keystone Supports');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Pennsylvania');
    expect(screen.queryByRole('button', { name: 'SAVE & NEW' })).not.toBeInTheDocument();
    await fillIn(app.user, company, 'Delaware Valley SC');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/view-sc'));
    expect(app.router.state.location.search).toBe('?id=31');
    expect(api.callsTo('PUT /sc')[0]?.body).toMatchObject({
      scId: 31,
      version: 2,
      company: 'Delaware Valley SC',
      billingState: 'PA',
      email: null,
    });
  });

  it("says 'Staff update failed' when the update fails and keeps the input", async () => {
    const { app } = renderAt('/admin/edit-sc?id=31&staffType=4', {
      'PUT /sc': apiError(500, 'INTERNAL', 'boom'),
    });
    await fillIn(app.user, await screen.findByLabelText('Company Name'), 'Delaware Valley SC');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Staff update failed')).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/edit-sc');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Delaware Valley SC');
  });
});
