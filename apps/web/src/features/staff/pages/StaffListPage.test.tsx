import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType, type StaffListItem } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildMe, userByIdRoute } from '../test-fixtures';

const row = (overrides: Partial<StaffListItem> = {}): StaffListItem => ({
  userId: 21,
  name: 'Sam Rivera',
  firstName: 'Sam',
  middleName: null,
  lastName: 'Rivera',
  userType: UserType.BehavioralSpecialist,
  phone: '2155550100',
  mobile: '2155550199',
  billingCity: 'Philadelphia',
  email: 'sam.rivera@example.org',
  status: 4,
  ...overrides,
});

describe('Staff list', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it("shows 'No Staff' when there are none, and CREATE NEW leads to the record type choice", async () => {
    mockApi({ 'GET /user': { body: { data: [], recordCount: 0 } } });
    signIn();
    renderApp('/admin/staff');
    expect(await screen.findByText('No Staff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE NEW' })).toHaveAttribute('href', '/admin/staff-type');
  });

  it('lists name, last and first name, staff type and phone with view and edit links', async () => {
    const api = mockApi({ 'GET /user': { body: { data: [row()], recordCount: 1 } } });
    signIn();
    renderApp('/admin/staff');
    await screen.findByRole('link', { name: 'View Sam Rivera' });
    const table = screen.getByRole('table', { name: 'Staff' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].slice(0, 5).map((c) => c.textContent)).toEqual([
      'Sam Rivera',
      'Rivera',
      'Sam',
      'Behavioral Specialist',
      '(215) 555-0100',
    ]);
    expect(screen.getByRole('link', { name: 'View Sam Rivera' })).toHaveAttribute('href', '/admin/view-staff?id=21');
    expect(screen.getByRole('link', { name: 'Edit Sam Rivera' })).toHaveAttribute('href', '/admin/edit-staff?id=21');
    expect(Object.fromEntries(api.callsTo('GET /user')[0]!.query)).toEqual({
      offset: '0',
      limit: '10',
      filter: 'recent',
      status: '0',
    });
  });

  it('offers edit and reset only where the server accepts them: an Admin outside role groups 1 and 2', async () => {
    const rows = [
      row({ userId: 30, name: 'Ada Admin', userType: UserType.Admin }),
      row({ userId: 31, name: 'Sam Staff', userType: UserType.Staff }),
      row({ userId: 7, name: 'Jane Doe', userType: UserType.Admin }),
    ];
    mockApi({
      'GET /user': { body: { data: rows, recordCount: 3 } },
      'GET /userById': userByIdRoute([buildMe(3)]),
    });
    signIn();
    renderApp('/admin/staff');
    await screen.findByRole('link', { name: 'Edit Sam Staff' });
    expect(screen.getByRole('button', { name: 'Reset password for Sam Staff' })).toBeInTheDocument();
    // Another Admin's record: role groups 1 and 2 only.
    expect(screen.getByRole('link', { name: 'View Ada Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password for Ada Admin' })).not.toBeInTheDocument();
    // One's own: never reset here (Change Password on the profile).
    expect(screen.queryByRole('button', { name: 'Reset password for Jane Doe' })).not.toBeInTheDocument();
  });

  it("the reset-password icon opens the 'Reset User Password' modal for that user", async () => {
    mockApi({ 'GET /user': { body: { data: [row()], recordCount: 1 } } });
    signIn();
    const app = renderApp('/admin/staff');
    await app.user.click(await screen.findByRole('button', { name: 'Reset password for Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset User Password' });
    expect(within(dialog).getByText(/Set a new password for Sam Rivera/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('filters by staff type', async () => {
    const api = mockApi({ 'GET /user': { body: { data: [row()], recordCount: 1 } } });
    signIn();
    const app = renderApp('/admin/staff');
    await app.user.click(await screen.findByRole('combobox', { name: 'Staff Type' }));
    await app.user.click(screen.getByRole('option', { name: 'Family Contact' }));
    await waitFor(() => expect(api.callsTo('GET /user').at(-1)?.query.get('type')).toBe('6'));
  });

  it('is for admins only: other user types go to their landing page', async () => {
    mockApi();
    signIn({ userType: UserType.BehavioralSpecialist });
    const app = renderApp('/admin/staff');
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
  });
});
