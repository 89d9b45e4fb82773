import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildMe, userByIdRoute } from '../test-fixtures';

async function openTypes(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('combobox', { name: 'Staff Record Type' }));
  return screen.findByRole('listbox');
}

describe('Select Staff Record Type', () => {
  // Big MUI forms render slowly on a busy machine: wait longer than the 1 s default.
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('offers Admin to users in role group 1 or 2', async () => {
    mockApi({ 'GET /userById': userByIdRoute([buildMe(2)]) });
    signIn();
    const app = renderApp('/admin/staff-type');
    const table = await screen.findByRole('table', { name: 'Staff record types' });
    expect(await within(table).findByText('Admin')).toBeInTheDocument();
    const options = await openTypes(app);
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Staff', 'Behavioral Specialist', 'Customer', 'Family Contact', 'Other']);
  });

  it('does not offer Admin to other role groups', async () => {
    const api = mockApi({ 'GET /userById': userByIdRoute([buildMe(3)]) });
    signIn();
    const app = renderApp('/admin/staff-type');
    await waitFor(() => expect(api.callsTo('GET /userById')).toHaveLength(1));
    expect(api.callsTo('GET /userById')[0]?.query.get('user_id')).toBe('7');
    const table = await screen.findByRole('table', { name: 'Staff record types' });
    expect(within(table).getByText('Family Contact')).toBeInTheDocument();
    expect(within(table).getByText("A member of a client's family.")).toBeInTheDocument();
    expect(within(table).queryByText('Admin')).not.toBeInTheDocument();
    const options = await openTypes(app);
    expect(within(options).queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(options).getAllByRole('option')).toHaveLength(5);
  });

  it('continues with the default type Staff (2)', async () => {
    mockApi({
      'GET /userById': userByIdRoute([buildMe(3)]),
      'GET /role/group': { body: { data: [], recordCount: 0 } },
    });
    signIn();
    const app = renderApp('/admin/staff-type');
    expect(await screen.findByRole('combobox', { name: 'Staff Record Type' })).toHaveTextContent('Staff');
    await app.user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/create-staff'));
    expect(app.router.state.location.search).toBe('?staffType=2');
  });

  it('continues with the chosen type', async () => {
    mockApi({
      'GET /userById': userByIdRoute([buildMe(3)]),
      'GET /role/group': { body: { data: [], recordCount: 0 } },
    });
    signIn();
    const app = renderApp('/admin/staff-type');
    const options = await openTypes(app);
    await app.user.click(within(options).getByRole('option', { name: 'Behavioral Specialist' }));
    await app.user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/create-staff'));
    expect(app.router.state.location.search).toBe('?staffType=3');
  });

  it('CANCEL goes back to the Staff list', async () => {
    mockApi({ 'GET /userById': userByIdRoute([buildMe(3)]) });
    signIn();
    const app = renderApp('/admin/staff-type');
    await app.user.click(await screen.findByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/staff'));
  });
});
