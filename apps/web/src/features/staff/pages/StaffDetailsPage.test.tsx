import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { SsnText } from '../components/SsnField';
import { buildMe, buildStaffOut, userByIdRoute } from '../test-fixtures';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('Staff Details', () => {
  // Big MUI forms render slowly on a busy machine: wait longer than the 1 s default.
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('shows the record read-only with the SSN masked and the empty states', async () => {
    const api = mockApi({ 'GET /userById': userByIdRoute([buildStaffOut()]) });
    signIn();
    renderApp('/admin/view-staff?id=21');
    expect(await screen.findByText('***-**-6789')).toBeInTheDocument();
    expect(api.callsTo('GET /userById')[0]?.query.get('reveal')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Staff Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(screen.getByText('No Credentials added')).toBeInTheDocument();
    expect(within(section('Files')).getByText('No Files Uploaded')).toBeInTheDocument();
    expect(screen.getByText('(215) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('04/12/1990')).toBeInTheDocument();
    const system = section('System Information');
    expect(within(system).getByText('Authenticated').nextElementSibling).toHaveTextContent('Yes');
    expect(within(system).getByText('Field staff')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the full SSN when asked (reveal=ssn, audited by the server)', async () => {
    const api = mockApi({ 'GET /userById': userByIdRoute([buildStaffOut()]) });
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    await screen.findByText('***-**-6789');
    await app.user.click(screen.getByRole('button', { name: SsnText.show }));
    expect(await screen.findByText('123-45-6789')).toBeInTheDocument();
    expect(screen.queryByText('***-**-6789')).not.toBeInTheDocument();
    const reads = api.callsTo('GET /userById').filter((c) => c.query.get('user_id') === '21');
    expect(reads.map((c) => c.query.get('reveal'))).toEqual([null, 'ssn']);
  });

  it("shows no EDIT on a record the user may not edit (an Admin's, for role group 3)", async () => {
    const api = mockApi({ 'GET /userById': userByIdRoute([buildMe(3), buildStaffOut({ userType: UserType.Admin })]) });
    signIn();
    renderApp('/admin/view-staff?id=21');
    expect(await screen.findByText('***-**-6789')).toBeInTheDocument();
    // Once the user's own record (their role group) is in, EDIT would have appeared if allowed.
    await waitFor(() => expect(api.callsTo('GET /userById').map((c) => c.query.get('user_id'))).toContain('7'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'EDIT' })).not.toBeInTheDocument();
  });

  it('lists credentials and files when there are some', async () => {
    mockApi({
      'GET /userById': userByIdRoute([
        buildStaffOut({
          credentials: 'MS,LPC',
          userType: UserType.BehavioralSpecialist,
          files: [{ name: 'clearances.pdf', documentKey: 'staff/abc', fileType: 'pdf', url: 'staff/abc' }],
        }),
      ]),
    });
    signIn();
    renderApp('/admin/view-staff?id=21');
    const credentials = await screen.findByRole('list', { name: 'Credentials' });
    expect(
      within(credentials)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MS', 'LPC']);
    expect(screen.getByRole('button', { name: 'Download clearances.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('No Files Uploaded')).not.toBeInTheDocument();
    expect(screen.getByText('Sam Rivera · Behavioral Specialist')).toBeInTheDocument();
  });

  it('EDIT opens the edit form of the record', async () => {
    mockApi({
      'GET /userById': userByIdRoute([buildStaffOut()]),
      'GET /role/group': { body: { data: [], recordCount: 0 } },
    });
    signIn();
    const app = renderApp('/admin/view-staff?id=21');
    await app.user.click(await screen.findByRole('link', { name: 'EDIT' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/edit-staff'));
    expect(app.router.state.location.search).toBe('?id=21');
  });

  it('says so when the record does not exist', async () => {
    mockApi({ 'GET /userById': userByIdRoute([]) });
    signIn();
    renderApp('/admin/view-staff?id=99');
    expect(await screen.findByText('Staff member not found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'EDIT' })).not.toBeInTheDocument();
  });
});
