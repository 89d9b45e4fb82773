import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Msg, StaffMsg, UserType } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { SsnText } from '../components/SsnField';
import { buildMe, buildStaffOut, roleGroupsRoute, userByIdRoute } from '../test-fixtures';

const staff = buildStaffOut({ credentials: 'MS,LPC', roleGroupId: 4 });

function renderEdit(routes: Record<string, MockRoute> = {}, userType: number = UserType.Admin) {
  const api = mockApi({
    'GET /userById': userByIdRoute([buildMe(1), staff]),
    'GET /role/group': roleGroupsRoute,
    ...routes,
  });
  signIn({ userType });
  return { api, app: renderApp('/admin/edit-staff?id=21') };
}

describe('Edit Staff Member', () => {
  // Big MUI forms render slowly on a busy machine: wait longer than the 1 s default.
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('loads the record with the SSN masked, as on Staff Details, and without a password field', async () => {
    const { api } = renderEdit();
    const ssn = await screen.findByLabelText(/^SSN/);
    expect(ssn).toHaveValue('***-**-6789');
    expect(ssn).toHaveAttribute('readonly');
    expect(ssn).toHaveAccessibleDescription(SsnText.masked);
    const reads = api.callsTo('GET /userById').filter((c) => c.query.get('user_id') === '21');
    expect(reads.map((c) => c.query.get('reveal'))).toEqual([null]);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Sam');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('(215) 555-0100');
    expect(screen.getByRole('combobox', { name: 'Credentials' })).toHaveTextContent('MSLPC');
    expect(screen.queryByLabelText(/^Password\W*$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SAVE & NEW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPDATE' })).toBeInTheDocument();
  });

  it('shows the full SSN on request (reveal=ssn, audited by the server); it can then be changed', async () => {
    const { api, app } = renderEdit({
      'PUT /user': { body: { data: buildStaffOut({ version: 4 }) } },
    });
    const ssn = await screen.findByLabelText(/^SSN/);
    await app.user.click(screen.getByRole('button', { name: SsnText.show }));
    await waitFor(() => expect(ssn).toHaveValue('123-45-6789'));
    const reads = api.callsTo('GET /userById').filter((c) => c.query.get('user_id') === '21');
    expect(reads.map((c) => c.query.get('reveal'))).toEqual([null, 'ssn']);
    expect(ssn).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: SsnText.show })).not.toBeInTheDocument();
    await fillIn(app.user, ssn, '987654321');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(api.callsTo('PUT /user')).toHaveLength(1));
    expect(api.callsTo('PUT /user')[0]?.body).toMatchObject({ ssn_tin: '987654321' });
  });

  it("says why instead of a form when the user may not edit the record (another Admin's, role group 3)", async () => {
    mockApi({
      'GET /userById': userByIdRoute([buildMe(3), buildStaffOut({ userType: UserType.Admin })]),
      'GET /role/group': roleGroupsRoute,
    });
    signIn();
    renderApp('/admin/edit-staff?id=21');
    expect(await screen.findByText(StaffMsg.adminNeedsRoleGroup)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'UPDATE' })).not.toBeInTheDocument();
  });

  it('disables the email for users below the top user type', async () => {
    renderEdit();
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toBeDisabled();
    expect(screen.getByText('Only a Super Admin can change the email.')).toBeInTheDocument();
  });

  it('lets a Super Admin change the email', async () => {
    const { api, app } = renderEdit(
      { 'PUT /user': { body: { data: buildStaffOut({ email: 'sam@new.example.org', version: 4 }) } } },
      UserType.SuperAdmin,
    );
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toBeEnabled();
    await fillIn(app.user, email, 'sam@new.example.org');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(api.callsTo('PUT /user')).toHaveLength(1));
    expect(api.callsTo('PUT /user')[0]?.body).toMatchObject({ email: 'sam@new.example.org' });
  });

  it('UPDATE sends the record with its version, then opens the details', async () => {
    // Like the server, GET answers the saved record once the PUT is in (the details page refetches).
    const records = [buildMe(1), staff];
    const saved = buildStaffOut({ lastName: 'Rivera-Cole', credentials: 'MS,LPC', roleGroupId: 4, version: 4 });
    const { api, app } = renderEdit({
      'GET /userById': userByIdRoute(records),
      'PUT /user': () => {
        records[1] = saved;
        return { body: { data: saved } };
      },
    });
    await fillIn(app.user, await screen.findByLabelText(/^Last Name/), 'Rivera-Cole');
    await app.user.click(
      screen.getByRole('checkbox', { name: 'Lived outside Pennsylvania in the 2 years before hire' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Staff update successful')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/admin/view-staff'));
    expect(app.router.state.location.search).toBe('?id=21');
    const body = api.callsTo('PUT /user')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      userId: 21,
      version: 3,
      userType: UserType.Staff,
      lastName: 'Rivera-Cole',
      email: 'sam.rivera@example.org',
      credentials: 'MS,LPC',
      roleGroupId: 4,
      outOfStateBeforeHire: true,
    });
    // Still masked: left out, which keeps the stored number.
    expect(body).not.toHaveProperty('ssn_tin');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordResetRequired');
    // The details page shows the saved answer (SSN masked).
    expect(await screen.findByText('Rivera-Cole')).toBeInTheDocument();
  });

  it('keeps the input and shows the message when someone else saved first (409)', async () => {
    const { app } = renderEdit({ 'PUT /user': apiError(409, 'STALE_RECORD', Msg.staleRecord) });
    await fillIn(app.user, await screen.findByLabelText(/^Last Name/), 'Rivera-Cole');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(Msg.staleRecord)).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/edit-staff');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Rivera-Cole');
  });

  it('requires the SSN of an employee', async () => {
    const { api, app } = renderEdit();
    await screen.findByLabelText(/^SSN/);
    await app.user.click(screen.getByRole('button', { name: SsnText.show }));
    const ssn = screen.getByLabelText(/^SSN/);
    await waitFor(() => expect(ssn).toHaveValue('123-45-6789'));
    await fillIn(app.user, ssn, '');
    await app.user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(Msg.ssnBlank)).toBeInTheDocument();
    expect(api.callsTo('PUT /user')).toHaveLength(0);
  });
});
