import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Msg, todayIso } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildMe, buildStaffOut, roleGroupsRoute, userByIdRoute } from '../test-fixtures';

const inTenDays = todayIso(new Date(Date.now() + 10 * 86_400_000));

type App = ReturnType<typeof renderApp>;

function renderCreate(routes: Record<string, MockRoute> = {}, path = '/admin/create-staff?staffType=2') {
  const api = mockApi({
    'GET /userById': userByIdRoute([buildMe(1), buildStaffOut({ userId: 55 })]),
    'GET /role/group': roleGroupsRoute,
    ...routes,
  });
  signIn();
  return { api, app: renderApp(path) };
}

async function fillRequired(app: App) {
  await fillIn(app.user, await screen.findByLabelText(/^First Name/), 'Sam');
  await fillIn(app.user, screen.getByLabelText(/^Last Name/), 'Rivera');
  await fillIn(app.user, screen.getByLabelText(/^Email/), 'Sam.Rivera@example.org');
  await fillIn(app.user, screen.getByLabelText(/^Password\W*$/), 'Temp#Pass9');
  await fillIn(app.user, screen.getByLabelText(/^Mobile/), '(215) 555-0100');
  await fillIn(app.user, screen.getByLabelText(/^SSN/), '123456789');
}

describe('Create Staff Member', () => {
  // Big MUI forms render slowly on a busy machine: wait longer than the 1 s default.
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('shows the validation messages and sends nothing', async () => {
    const { api, app } = renderCreate();
    await app.user.click(await screen.findByRole('button', { name: 'SAVE' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      Msg.emailRequired,
      Msg.passwordRequired,
      Msg.mobileRequired,
      Msg.ssnBlank,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /user')).toHaveLength(0);
  });

  it('checks names, salutation, percent, ZIP, SSN, password and dates', async () => {
    const { api, app } = renderCreate();
    await fillIn(app.user, await screen.findByLabelText(/^First Name/), 'Sam!');
    await fillIn(app.user, screen.getByLabelText('Salutation'), 'Mr.');
    await fillIn(app.user, screen.getByLabelText('Percent Paid'), '-5');
    await fillIn(app.user, screen.getByLabelText('ZIP Code'), '1910');
    await fillIn(app.user, screen.getByLabelText(/^SSN/), '12345');
    await fillIn(app.user, screen.getByLabelText(/^Password\W*$/), 'short');
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: inTenDays } });
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    for (const text of [
      Msg.noSpecialCharacters,
      Msg.lettersOnly,
      Msg.percentNegative,
      Msg.zipInvalid,
      Msg.ssnInvalid,
      Msg.passwordMin,
      Msg.dateInFuture,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /user')).toHaveLength(0);
  });

  it('formats the SSN as ddd-dd-dddd while typing', async () => {
    const { app } = renderCreate();
    const ssn = await screen.findByLabelText(/^SSN/);
    await app.user.type(ssn, '1234');
    expect(ssn).toHaveValue('123-4');
    await app.user.type(ssn, '56789x0');
    expect(ssn).toHaveValue('123-45-6789');
  });

  it('has a password field with its rules, and defaults from the spec', async () => {
    renderCreate();
    expect(await screen.findByLabelText(/^Password\W*$/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Pennsylvania');
    expect(screen.getByLabelText('Country')).toHaveValue('USA');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('combobox', { name: 'Staff Type' })).toHaveTextContent('Staff');
    expect(screen.getByLabelText(/^Email/)).toBeEnabled();
  });

  it('SAVE sends the staff payload, then opens the new record', async () => {
    const { api, app } = renderCreate({
      'POST /user': { body: { data: buildStaffOut({ userId: 55 }) } },
    });
    await fillRequired(app);
    await app.user.click(screen.getByRole('combobox', { name: 'Credentials' }));
    const listbox = await screen.findByRole('listbox');
    await app.user.click(within(listbox).getByRole('option', { name: 'MS' }));
    await app.user.click(within(listbox).getByRole('option', { name: 'LSW' }));
    await app.user.keyboard('{Escape}');
    await fillIn(app.user, screen.getByLabelText('Percent Paid'), '62.5');
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Staff create successful')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/admin/view-staff'));
    expect(app.router.state.location.search).toBe('?id=55');
    expect(api.callsTo('POST /user')[0]?.body).toMatchObject({
      userType: 2,
      reportTo: 0,
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam.rivera@example.org',
      password: 'Temp#Pass9',
      mobile: '2155550100',
      ssn_tin: '123456789',
      credentials: 'MS,LSW',
      percentagePaid: 62.5,
      billingState: 'Pennsylvania',
      billingCountry: 'USA',
      status: 4,
      passwordResetRequired: true,
      files: [],
    });
  });

  it('SAVE & NEW goes back to the record type choice', async () => {
    const { app } = renderCreate(
      { 'POST /user': { body: { data: buildStaffOut({ userId: 56, userType: 5 }) } } },
      '/admin/create-staff?staffType=5',
    );
    await fillRequired(app);
    await app.user.click(screen.getByRole('button', { name: 'SAVE & NEW' }));
    expect(await screen.findByText('Staff create successful')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/admin/staff-type'));
  });

  it('keeps the input and shows the server message when the create fails', async () => {
    const { app } = renderCreate({
      'POST /user': apiError(409, 'EMAIL_TAKEN', Msg.emailTaken, 'email'),
    });
    await fillRequired(app);
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText(Msg.emailTaken)).toHaveLength(2);
    expect(app.pathname()).toBe('/admin/create-staff');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Sam');
    expect(screen.getByLabelText(/^SSN/)).toHaveValue('123-45-6789');
  });

  it('does not require an SSN for non-employee record types', async () => {
    const { api, app } = renderCreate(
      { 'POST /user': { body: { data: buildStaffOut({ userId: 56, userType: 6 }) } } },
      '/admin/create-staff?staffType=6',
    );
    await fillRequired(app);
    await fillIn(app.user, screen.getByLabelText(/^SSN/), '');
    await app.user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /user')).toHaveLength(1));
    expect(api.callsTo('POST /user')[0]?.body).toMatchObject({ userType: 6, ssn_tin: null });
  });
});
