import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CredentialMsg } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildStaffOut, userByIdRoute } from '../test-fixtures';
import { buildCredential, buildTraining, buildTrainingYear, buildType, fbiType } from './test-fixtures';

const credentials = {
  body: {
    data: {
      current: [
        buildCredential(),
        buildCredential({
          id: 41,
          credentialTypeId: 5,
          typeName: 'Child abuse history clearance',
          number: null,
          expiresOn: '2026-11-20',
          state: 'grace',
          determination: 'eligible',
          verifiedBy: { id: 7, name: 'Doe, Jane' },
          verifiedAt: '2026-01-05T15:00:00.000Z',
        }),
      ],
      history: [buildCredential({ id: 30, issuedOn: '2023-05-01', expiresOn: '2025-04-30', superseded: true })],
      missing: [{ credentialTypeId: 2, name: 'FBI fingerprint check', requiredForVisits: true, enforced: true }],
    },
  },
};
const training = { body: { data: buildTrainingYear([buildTraining()], 18.5) } };

function routes(more: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  return {
    'GET /userById': userByIdRoute([buildStaffOut()]),
    'GET /staff/21/credentials': credentials,
    'GET /staff/21/training': training,
    'GET /credential-types': { body: { data: [buildType(), fbiType] } },
    ...more,
  };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('Staff Details → Credentials', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('shows each credential’s state in words, the missing types and the history; passes axe at 1024 and 375 px', async () => {
    mockApi(routes());
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    const table = await screen.findByRole('table', { name: 'Current credentials' });
    const cpr = await within(table).findByRole('row', { name: /CPR and First Aid/ });
    expect(cpr).toHaveTextContent('Valid');
    expect(cpr).toHaveTextContent('05/31/2027');
    const clearance = within(table).getByRole('row', { name: /Child abuse/ });
    expect(clearance).toHaveTextContent('Expired, in grace');
    expect(clearance).toHaveTextContent('Eligible to work');
    expect(clearance).toHaveTextContent('Doe, Jane, 01/05/2026');
    const missing = within(region('Credentials')).getByRole('list', { name: 'Missing credentials' });
    expect(missing).toHaveTextContent('FBI fingerprint check');
    expect(missing).toHaveTextContent('Missing');
    expect(missing).toHaveTextContent('Enforced: refused at clock-in');
    await app.user.click(screen.getByRole('button', { name: 'History (1)' }));
    expect(await screen.findByRole('list', { name: 'Superseded credentials' })).toHaveTextContent(
      'CPR and First Aid: issued 05/01/2023, expires 04/30/2025 (No. CPR-881)',
    );
    expect(await seriousAxeViolations()).toEqual([]);
    app.unmount();

    window.innerWidth = 375;
    renderApp('/admin/view-staff?id=21');
    expect(await screen.findByRole('list', { name: 'Current credentials' })).toHaveTextContent('Expired, in grace');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('marks a credential verified with its version', async () => {
    const api = mockApi(routes({ 'PATCH /staff/21/credentials/40': { body: { data: buildCredential() } } }));
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    await app.user.click(await screen.findByRole('button', { name: 'Mark CPR and First Aid verified' }));
    expect(await screen.findByText('Credential marked verified')).toBeInTheDocument();
    expect(api.callsTo('PATCH /staff/21/credentials/40')[0]?.body).toEqual({ verified: true, version: 2 });
  });

  it('adds a missing clearance: shows the computed expiry and asks for the employer’s determination', async () => {
    const api = mockApi(
      routes({ 'POST /staff/21/credentials': { status: 201, body: { data: buildCredential({ id: 50 }) } } }),
    );
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    await app.user.click(await screen.findByRole('button', { name: 'Add FBI fingerprint check' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Credential' });
    expect(await within(dialog).findByRole('combobox', { name: /Credential type/ })).toHaveTextContent(
      'FBI fingerprint check',
    );
    await fillIn(app.user, within(dialog).getByLabelText(/^Issued/), '2025-03-01');
    expect(await within(dialog).findByText('Empty: expires 02/28/2030 (60 months)')).toBeInTheDocument();
    await fillIn(app.user, within(dialog).getByLabelText(/^Number/), 'FBI-22');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText(CredentialMsg.determinationRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /staff/21/credentials')).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('combobox', { name: /Employer’s determination/ }));
    await app.user.click(screen.getByRole('option', { name: 'Eligible to work' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Credential saved')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/21/credentials')[0]?.body).toEqual({
      credentialTypeId: 2,
      number: 'FBI-22',
      issuedOn: '2025-03-01',
      expiresOn: null,
      files: [],
      determination: 'eligible',
      determinationNote: null,
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Staff Details → Training', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('shows the year’s hours against the requirement and by topic, and adds a course', async () => {
    const api = mockApi(
      routes({ 'POST /staff/21/training': { body: { data: buildTraining({ id: 71, course: 'Rights' }) } } }),
    );
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    const section = await screen.findByRole('region', { name: 'Training' });
    expect(await within(section).findByText(/18\.5 of 24 hours/)).toBeInTheDocument();
    const topics = within(section).getByRole('list', { name: 'Hours by topic' });
    expect(topics).toHaveTextContent('Recognising and reporting abuse: 6.5 h');
    expect(topics).toHaveTextContent('Person-centred practices: 12 h');
    const course = within(section).getByRole('row', { name: /Recognising abuse refresher/ });
    expect(course).toHaveTextContent('09/14/2026');
    expect(course).toHaveTextContent('Recognising and reporting abuse, Incident management');
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(section).getByRole('button', { name: 'ADD TRAINING' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Training' });
    await fillIn(app.user, within(dialog).getByLabelText(/^Hours/), '1.3');
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText(CredentialMsg.hoursInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(CredentialMsg.courseRequired)).toBeInTheDocument();
    await fillIn(app.user, within(dialog).getByLabelText(/^Course/), 'Individual rights');
    await fillIn(app.user, within(dialog).getByLabelText(/^Completed on/), '2026-10-02');
    await fillIn(app.user, within(dialog).getByLabelText(/^Hours/), '1.5');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Individual rights' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Training saved')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/21/training')[0]?.body).toEqual({
      course: 'Individual rights',
      completedOn: '2026-10-02',
      hours: 1.5,
      topics: ['individual_rights'],
      files: [],
      notes: null,
    });
    await waitFor(() => expect(api.callsTo('GET /staff/21/training')).toHaveLength(2));
  });

  it('deletes a course after asking', async () => {
    const api = mockApi(routes({ 'DELETE /staff/21/training/70': { body: { data: { deleted: true } } } }));
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Recognising abuse refresher' }));
    const ask = screen.getByRole('dialog', { name: 'Delete training' });
    await app.user.click(within(ask).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Training deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /staff/21/training/70')).toHaveLength(1);
  });
});
