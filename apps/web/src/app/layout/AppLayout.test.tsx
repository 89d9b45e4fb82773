import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { getAuth } from '../../lib/auth-storage';
import { receivables } from '../../features/receivables/test-fixtures';
import { mockApi } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render';

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('signed-in shell', () => {
  it('gives admins their sidebar; the Super Admin also Settings', async () => {
    const adminLinks = [
      ['Overview', '/admin/overview'],
      ['Clients', '/admin/clients'],
      ['Services', '/admin/services'],
      ['Staff', '/admin/staff'],
      ['Credentials', '/admin/credentials'],
      ['Supports Coordinator', '/admin/support-coordinator'],
      ['Schedule', '/admin/schedule'],
      ['Work Entries', '/admin/work-entries'],
      ['EVV Exceptions', '/admin/evv-exceptions'],
      ['EVV Aggregator', '/admin/aggregator'],
      ['Reports', '/admin/reports'],
      ['Claims', '/admin/claims'],
    ];
    mockApi();
    signIn({ userType: UserType.SuperAdmin });
    const first = renderApp('/admin/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(navLinks()).toEqual([...adminLinks, ['Settings', '/admin/settings']]);
    first.unmount();

    signIn({ userType: UserType.Admin });
    renderApp('/admin/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(navLinks()).toEqual(adminLinks);
  });

  it('keeps Claims current on the pages of the claims area, and the area shows where one is', async () => {
    mockApi({ 'GET /claims/receivables': { body: { data: receivables } } });
    signIn({ userType: UserType.Admin });
    renderApp('/admin/claims/receivables');
    await screen.findByRole('heading', { level: 1, name: 'Receivables' });
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    const area = screen.getByRole('navigation', { name: 'Claims area' });
    expect(within(area).getByRole('link', { name: 'Receivables' })).toHaveAttribute('aria-current', 'page');
    expect(within(area).getByRole('link', { name: 'Batches' })).not.toHaveAttribute('aria-current');
  });

  it('gives staff Visits and a Reports sub-menu', async () => {
    mockApi();
    signIn({ userType: UserType.Staff });
    const app = renderApp('/staff/visits');
    await screen.findByRole('heading', { level: 1, name: 'Visits' });
    expect(navLinks()).toEqual([
      ['Visits', '/staff/visits'],
      ['My schedule', '/staff/schedule'],
      ['Staff Pay Summary', '/staff/reports'],
      ['Service Summary', '/service/reports'],
    ]);
    await app.user.click(screen.getByRole('link', { name: 'Service Summary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Summary' })).toBeInTheDocument();
  });

  it('shows no sidebar to other user types', async () => {
    mockApi();
    signIn({ userType: UserType.SupportCoordinator });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('opens the sidebar from a menu button on phones', async () => {
    window.innerWidth = 375;
    mockApi();
    signIn({ userType: UserType.Admin });
    const app = renderApp('/admin/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await app.user.click(await screen.findByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });

  it('shows the first name and a menu with My Profile, FAQ and Log Out', async () => {
    const api = mockApi({ 'POST /user/logout': { body: { code: 200, message: 'Logged out' } } });
    signIn({ userType: UserType.Staff, firstName: 'Maria', lastName: 'Lopez' });
    const app = renderApp('/staff/visits');
    const account = await screen.findByRole('button', { name: 'Open account menu for Maria' });
    expect(within(account).getByText('Maria')).toBeInTheDocument();
    expect(within(account).getByText('ML')).toBeInTheDocument();

    await app.user.click(account);
    await app.user.click(await screen.findByRole('menuitem', { name: 'FAQ' }));
    await waitFor(() => expect(app.pathname()).toBe('/staff/faq'));

    await app.user.click(screen.getByRole('button', { name: 'Open account menu for Maria' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.callsTo('POST /user/logout')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(getAuth()).toBeNull();
  });
});
