import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildCredentialType, fbiCheck } from '../test-fixtures';

const types = { body: { data: [buildCredentialType(), fbiCheck] } };

describe('Credential types', () => {
  it('lists the types with who they apply to in words, and passes axe at 1024 and 375 px', async () => {
    mockApi({ 'GET /credential-types': types });
    signIn();
    const app = renderApp('/admin/credential-types');
    const table = await screen.findByRole('table', { name: 'Credential types' });
    const fbi = await within(table).findByRole('row', { name: /FBI fingerprint check/ });
    expect(fbi).toHaveTextContent('5 years');
    expect(fbi).toHaveTextContent('30 days');
    expect(fbi).toHaveTextContent(
      'Staff, Behavioral Specialist who: serves clients under 18, or lived outside Pennsylvania in the 2 years before hire',
    );
    expect(within(table).getByRole('row', { name: /CPR and First Aid/ })).toHaveTextContent('2 years');
    expect(await seriousAxeViolations()).toEqual([]);
    app.unmount();

    window.innerWidth = 375;
    renderApp('/admin/credential-types');
    expect(await screen.findByRole('list', { name: 'Credential types' })).toHaveTextContent('FBI fingerprint check');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says what enforcing does before it switches enforcement on', async () => {
    const api = mockApi({
      'GET /credential-types': types,
      'PATCH /credential-types/2': { body: { data: { ...fbiCheck, enforced: true, version: 4 } } },
    });
    signIn();
    const app = renderApp('/admin/credential-types');
    await app.user.click(await screen.findByRole('switch', { name: 'Enforce FBI fingerprint check' }));
    const ask = screen.getByRole('dialog', { name: 'Enforce FBI fingerprint check?' });
    expect(ask).toHaveTextContent(
      'Staff missing this credential, or with it expired past its grace, will be refused at clock-in.',
    );
    await app.user.click(within(ask).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /credential-types/2')).toHaveLength(0);

    await app.user.click(screen.getByRole('switch', { name: 'Enforce FBI fingerprint check' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ENFORCE' }));
    expect(await screen.findByText('Enforcement switched on')).toBeInTheDocument();
    expect(api.callsTo('PATCH /credential-types/2')[0]?.body).toEqual({ enforced: true, version: 3 });
  });

  it('creates a type with its applicability, refusing a bad validity first', async () => {
    const api = mockApi({
      'GET /credential-types': types,
      'POST /credential-types': { body: { data: buildCredentialType({ id: 9, name: 'TB test' }) } },
    });
    signIn({ userType: UserType.SuperAdmin });
    const app = renderApp('/admin/credential-types');
    await app.user.click(await screen.findByRole('button', { name: 'CREATE NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Credential Type' });
    expect(dialog).toHaveTextContent('Only when any of the situations below holds');
    await fillIn(app.user, within(dialog).getByLabelText(/^Valid for/), '0');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/Valid for must be a whole number/)).toBeInTheDocument();
    expect(api.callsTo('POST /credential-types')).toHaveLength(0);

    await fillIn(app.user, within(dialog).getByLabelText(/^Name/), 'Child abuse clearance');
    await fillIn(app.user, within(dialog).getByLabelText(/^Valid for/), '60');
    await fillIn(app.user, within(dialog).getByLabelText(/^Grace/), '14');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Behavioral Specialist' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Serves clients under 18' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Services that involve driving' }));
    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'Record the employer’s determination with each check' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Credential type create successful')).toBeInTheDocument();
    expect(api.callsTo('POST /credential-types')[0]?.body).toEqual({
      name: 'Child abuse clearance',
      description: null,
      requiredForVisits: true,
      enforced: false,
      validMonths: 60,
      graceDays: 14,
      needsDetermination: true,
      appliesTo: { userTypes: [UserType.Staff], servesMinors: true, drivingServices: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a type with its version and can make it inactive', async () => {
    const api = mockApi({
      'GET /credential-types': types,
      'PATCH /credential-types/2': { body: { data: { ...fbiCheck, active: false, version: 4 } } },
    });
    signIn();
    const app = renderApp('/admin/credential-types');
    await app.user.click(await screen.findByRole('button', { name: 'Edit FBI fingerprint check' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Credential Type' });
    expect(within(dialog).getByRole('checkbox', { name: 'Serves clients under 18' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Services that involve driving' })).not.toBeChecked();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Credential type update successful')).toBeInTheDocument();
    expect(api.callsTo('PATCH /credential-types/2')[0]?.body).toMatchObject({
      name: 'FBI fingerprint check',
      validMonths: 60,
      graceDays: 30,
      active: false,
      version: 3,
      appliesTo: { userTypes: [2, 3], servesMinors: true, outOfStateBeforeHire: true },
    });
  });
});
