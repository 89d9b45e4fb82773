import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientMsg, Msg } from '@hearth/shared';
import { apiError, mockApi, type ApiCall } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildClient, formOptionRoutes } from '../test-fixtures';

type App = ReturnType<typeof renderApp>;

// `hidden: true` skips the costly visibility check of every candidate: these pages are large.
const byRole = (role: string, name: string) => screen.getByRole(role, { name, hidden: true });
const field = (label: string) => byRole('textbox', label);
const button = (label: string) => byRole('button', label);

async function choose(app: App, label: string, option: string) {
  await app.user.click(byRole('combobox', label));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillRequired(app: App) {
  await fillIn(app.user, field('First Name'), 'Rosa');
  await fillIn(app.user, field('Last Name'), 'Alvarez');
  await fillIn(app.user, field('MCI'), '0123456789');
  await fillIn(app.user, field('Phone'), '215 555 0100');
  await choose(app, 'County', 'Chester');
  await fillIn(app.user, field('Billing Street'), '12 Market St');
  await fillIn(app.user, field('Billing City'), 'West Chester');
  await fillIn(app.user, field('Billing ZIP'), '19380');
}

const errorOf = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('create client', () => {
  it('shows every validation message and sends nothing', async () => {
    const api = mockApi({ ...formOptionRoutes });
    signIn();
    const app = renderApp('/admin/create-client');
    expect(await screen.findByRole('heading', { name: 'Create New Client' })).toBeInTheDocument();
    await fillIn(app.user, field('Billing Country'), '');
    await app.user.click(button('SAVE'));

    await waitFor(() => expect(errorOf('First Name')).toBe(ClientMsg.firstNameRequired));
    expect(errorOf('Last Name')).toBe(ClientMsg.lastNameRequired);
    expect(errorOf('MCI')).toBe(Msg.fieldEmpty);
    expect(errorOf('Phone')).toBe(Msg.phoneRequired);
    expect(errorOf('Billing Street')).toBe(Msg.fieldEmpty);
    expect(errorOf('Billing City')).toBe(Msg.fieldEmpty);
    expect(errorOf('Billing Country')).toBe(Msg.fieldEmpty);
    expect(errorOf('Billing ZIP')).toBe(Msg.zipInvalid);
    expect(screen.getByText(ClientMsg.countyRequired)).toBeInTheDocument();

    await fillIn(app.user, field('First Name'), 'Ro$a');
    await fillIn(app.user, field('Middle Name'), 'M.');
    await fillIn(app.user, field('Last Name'), 'Al<varez');
    await fillIn(app.user, field('MCI'), '01234567890');
    await fillIn(app.user, field('Family Contact Email'), 'family@');
    await fillIn(app.user, field('Billing ZIP'), '1938');
    await fillIn(app.user, field('Phone'), '123');
    await fillIn(app.user, screen.getByLabelText('Date of Birth'), `${new Date().getFullYear() + 1}-01-01`);
    await app.user.click(button('SAVE'));

    await waitFor(() => expect(errorOf('First Name')).toBe(Msg.noSpecialCharacters));
    expect(errorOf('Middle Name')).toBe(Msg.noSpecialCharacters);
    expect(errorOf('Last Name')).toBe(Msg.noSpecialCharacters);
    expect(errorOf('MCI')).toBe(Msg.mciTooLong);
    expect(errorOf('Family Contact Email')).toBe(Msg.emailInvalid);
    expect(errorOf('Billing ZIP')).toBe(Msg.zipInvalid);
    expect(errorOf('Phone')).toBe(Msg.phoneInvalid);
    expect(screen.getByText(Msg.dateInFuture)).toBeInTheDocument();
    expect(api.callsTo('POST /client')).toHaveLength(0);
  });

  it('saves the payload (Other → free text) and goes to the new client details', async () => {
    let sent: ApiCall | undefined;
    const api = mockApi({
      ...formOptionRoutes,
      'POST /client': (call) => {
        sent = call;
        return { body: { data: buildClient({ clientId: 77 }) } };
      },
      'GET /clientbyId': { body: { data: buildClient({ clientId: 77 }) } },
    });
    signIn();
    const app = renderApp('/admin/create-client');
    await screen.findByRole('heading', { name: 'Create New Client' });
    await fillRequired(app);
    await fillIn(app.user, field('Middle Name'), 'M');
    await fillIn(app.user, screen.getByLabelText('Date of Birth'), '1961-04-09');
    await choose(app, 'Supports Coordinator', 'Sam Carter');
    await choose(app, 'Behavioral Specialist', 'Bea Specialist');
    await choose(app, 'Waiver Type', 'Other');
    await fillIn(app.user, field('Other Waiver Type'), 'County Pilot');
    await choose(app, 'Funding Source', 'OLTL');
    await fillIn(app.user, field('Family Contact Email'), 'Family@Example.org');
    await app.user.click(byRole('checkbox', 'Is Authorized'));
    expect(field('Phone')).toHaveValue('(215) 555-0100');

    await app.user.click(button('SAVE'));
    expect(await screen.findByText(ClientMsg.createSuccess)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/admin/client-details'));
    expect(app.router.state.location.search).toBe('?id=77');
    expect(api.callsTo('POST /client')).toHaveLength(1);
    expect(sent!.body).toEqual({
      firstName: 'Rosa',
      middleName: 'M',
      lastName: 'Alvarez',
      dob: '1961-04-09',
      mci: '0123456789',
      mpi: null,
      diagnosticCode: null,
      supportCoordinatorId: 5,
      behavioralSpecialistId: 9,
      country: 'Chester',
      goalsOutcomes: null,
      memo: null,
      phone: '2155550100',
      familyContactEmail: 'family@example.org',
      waiwer: 'County Pilot',
      fundingSource: 'OLTL',
      isAuthorized: true,
      billingStreet: '12 Market St',
      billingCity: 'West Chester',
      billingState: 'PA',
      billingZIP: '19380',
      billingCountry: 'USA',
      latitude: 43,
      longitude: -89.5,
      status: 4,
      files: [],
    });
  });

  it('SAVE & NEW saves, then starts an empty form on the same page', async () => {
    const api = mockApi({ ...formOptionRoutes, 'POST /client': { body: { data: buildClient({ clientId: 78 }) } } });
    signIn();
    const app = renderApp('/admin/create-client');
    await screen.findByRole('heading', { name: 'Create New Client' });
    await fillRequired(app);
    await app.user.click(button('SAVE & NEW'));
    expect(await screen.findByText(ClientMsg.createSuccess)).toBeInTheDocument();
    await waitFor(() => expect(field('First Name')).toHaveValue(''));
    expect(field('Billing Country')).toHaveValue('USA');
    expect(app.pathname()).toBe('/admin/create-client');
    expect(api.callsTo('POST /client')).toHaveLength(1);
  });

  it('keeps the input on failure and shows a server field error under its field', async () => {
    mockApi({
      ...formOptionRoutes,
      'POST /client': apiError(400, 'VALIDATION_ERROR', ClientMsg.supportCoordinatorUnknown, 'supportCoordinatorId'),
    });
    signIn();
    const app = renderApp('/admin/create-client');
    await screen.findByRole('heading', { name: 'Create New Client' });
    await fillRequired(app);
    await app.user.click(button('SAVE'));
    expect(await screen.findByText(ClientMsg.createFailed)).toBeInTheDocument();
    expect(screen.getByText(ClientMsg.supportCoordinatorUnknown)).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Rosa');
    expect(app.pathname()).toBe('/admin/create-client');
  });

  it("'Locate address' moves the marker to the geocoded position", async () => {
    const api = mockApi({
      ...formOptionRoutes,
      'GET /geocode': { body: { data: { lat: 39.9606, lng: -75.6055, source: 'geocoder' } } },
    });
    signIn();
    const app = renderApp('/admin/create-client');
    await screen.findByRole('heading', { name: 'Create New Client' });
    await fillIn(app.user, field('Billing Street'), '12 Market St');
    await fillIn(app.user, field('Billing City'), 'West Chester');
    await fillIn(app.user, field('Billing ZIP'), '19380');
    const map = screen.getByRole('region', { name: 'Client location map' });
    expect(map).toHaveAttribute('data-latitude', '43');
    expect(screen.getByText('Location not set — use Locate address or drag the marker')).toBeInTheDocument();
    // The draggable pin is a focusable button with a name.
    expect(within(map).getByRole('button', { name: 'Client location marker' })).toBeInTheDocument();
    expect(within(map).getByText('Map tiles are not configured')).toBeInTheDocument();
    await app.user.click(button('Locate address'));
    await waitFor(() => expect(map).toHaveAttribute('data-latitude', '39.9606'));
    expect(map).toHaveAttribute('data-longitude', '-75.6055');
    expect(screen.getByText('Latitude 39.96060, longitude -75.60550. Drag the marker to adjust.')).toBeInTheDocument();
    expect(api.callsTo('GET /geocode')[0]!.query.get('address')).toBe('12 Market St, West Chester, PA 19380, USA');
  });
});

describe('edit client', () => {
  it('loads the client (unknown funding shows as Other + text), sends the version and goes to details', async () => {
    let sent: ApiCall | undefined;
    const loaded = buildClient({ fundingSource: 'County Grant', waiwer: 'OBRA' });
    const api = mockApi({
      ...formOptionRoutes,
      'GET /clientbyId': { body: { data: loaded } },
      'PUT /client': (call) => {
        sent = call;
        return { body: { data: { ...loaded, version: 4 } } };
      },
    });
    signIn();
    const app = renderApp('/admin/edit-client?id=41');
    expect(await screen.findByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Rosa')).toBeInTheDocument();
    expect(byRole('combobox', 'Funding Source')).toHaveTextContent('Other');
    expect(field('Other Funding Source')).toHaveValue('County Grant');
    expect(byRole('combobox', 'Waiver Type')).toHaveTextContent('OBRA');
    expect(field('Phone')).toHaveValue('(215) 555-0100');
    expect(screen.queryByRole('button', { name: 'SAVE & NEW' })).not.toBeInTheDocument();
    // The linked coordinator and specialist are named by asking the bounded option calls for their ids.
    await waitFor(() => expect(byRole('combobox', 'Supports Coordinator')).toHaveValue('Sam Carter'));
    await waitFor(() => expect(byRole('combobox', 'Behavioral Specialist')).toHaveValue('Bea Specialist'));
    expect(api.callsTo('GET /sc_list').map((c) => c.query.get('ids'))).toEqual(['5']);
    expect(api.callsTo('GET /userByType')[0]!.query.get('ids')).toBe('9');
    expect(api.callsTo('GET /userByType')[0]!.query.get('user_type')).toBe('3');

    await fillIn(app.user, field('Billing City'), 'Malvern');
    await app.user.click(button('UPDATE'));
    expect(await screen.findByText(ClientMsg.updateSuccess)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/admin/client-details'));
    expect(app.router.state.location.search).toBe('?id=41');
    expect(sent!.body).toMatchObject({
      clientId: 41,
      version: 3,
      billingCity: 'Malvern',
      fundingSource: 'County Grant',
      waiwer: 'OBRA',
      supportCoordinatorId: 5,
      latitude: 39.96,
      longitude: -75.6,
    });
  });

  it('shows the server message on 409 and keeps what was typed', async () => {
    mockApi({
      ...formOptionRoutes,
      'GET /clientbyId': { body: { data: buildClient() } },
      'PUT /client': apiError(409, 'STALE_RECORD', Msg.staleRecord),
    });
    signIn();
    const app = renderApp('/admin/edit-client?id=41');
    await screen.findByDisplayValue('Rosa');
    await fillIn(app.user, field('Memo'), 'Prefers mornings');
    await app.user.click(button('UPDATE'));
    expect(await screen.findByText(Msg.staleRecord)).toBeInTheDocument();
    expect(field('Memo')).toHaveValue('Prefers mornings');
    expect(app.pathname()).toBe('/admin/edit-client');
  });

  it('removing a file detaches it on save', async () => {
    let sent: ApiCall | undefined;
    const files = [
      { name: 'care-plan.pdf', documentKey: 'k1', fileType: 'pdf', url: 'k1' },
      { name: 'consent.docx', documentKey: 'k2', fileType: 'docx', url: 'k2' },
    ];
    mockApi({
      ...formOptionRoutes,
      'GET /clientbyId': { body: { data: buildClient({ files }) } },
      'PUT /client': (call) => {
        sent = call;
        return { body: { data: buildClient() } };
      },
    });
    signIn();
    const app = renderApp('/admin/edit-client?id=41');
    await app.user.click(await screen.findByRole('button', { name: 'Delete care-plan.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Download care-plan.pdf' })).not.toBeInTheDocument();
    await app.user.click(button('UPDATE'));
    await waitFor(() => expect(sent).toBeDefined());
    expect((sent!.body as { files: unknown[] }).files).toEqual([files[1]]);
  });
});
