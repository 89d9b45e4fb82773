import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientMsg, FileMsg } from '@hearth/shared';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildClient } from '../test-fixtures';

const detailsOf = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('client details', () => {
  it('shows the client read-only with profile links and no files', async () => {
    const api = mockApi({ 'GET /clientbyId': { body: { data: buildClient() } } });
    signIn();
    renderApp('/admin/client-details?id=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alvarez, Rosa M' })).toBeInTheDocument();
    expect(api.callsTo('GET /clientbyId')[0]!.query.get('client_id')).toBe('41');
    expect(screen.getByRole('tab', { name: 'Basic information', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/admin/clients');

    expect(within(detailsOf('Supports Coordinator')).getByRole('link', { name: 'Sam Carter' })).toHaveAttribute(
      'href',
      '/admin/view-sc?id=5',
    );
    expect(within(detailsOf('Behavioral Specialist')).getByRole('link', { name: 'Bea Specialist' })).toHaveAttribute(
      'href',
      '/admin/view-staff?id=9',
    );
    expect(detailsOf('Date of Birth')).toHaveTextContent('04/09/1961');
    expect(detailsOf('Phone')).toHaveTextContent('(215) 555-0100');
    expect(detailsOf('Billing State')).toHaveTextContent('Pennsylvania');
    expect(detailsOf('Is Authorized')).toHaveTextContent('Yes');
    expect(screen.getByText(FileMsg.noFiles)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(detailsOf('Memo')).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'EDIT' })).toHaveAttribute('href', '/admin/edit-client?id=41');
    // The read-only map: a named pin that is a picture, not a button, and the coordinates.
    const map = screen.getByRole('region', { name: 'Client location map' });
    expect(within(map).getByRole('img', { name: 'Client location marker' })).not.toHaveAttribute('tabindex');
    expect(within(map).queryByRole('button', { name: 'Client location marker' })).not.toBeInTheDocument();
    expect(screen.getByText('Latitude 39.96000, longitude -75.60000')).toBeInTheDocument();
  });

  it("says 'Location not set' while the client is still at the map's default centre", async () => {
    mockApi({ 'GET /clientbyId': { body: { data: buildClient({ latitude: 43, longitude: -89.5 }) } } });
    signIn();
    renderApp('/admin/client-details?id=41');
    expect(await screen.findByText('Location not set')).toBeInTheDocument();
    expect(screen.queryByText(/Latitude/)).not.toBeInTheDocument();
  });

  it('lists files without delete icons', async () => {
    mockApi({
      'GET /clientbyId': {
        body: {
          data: buildClient({ files: [{ name: 'care-plan.pdf', documentKey: 'k1', fileType: 'pdf', url: 'k1' }] }),
        },
      },
    });
    signIn();
    renderApp('/admin/client-details?id=41');
    expect(await screen.findByRole('button', { name: 'Download care-plan.pdf' })).toHaveTextContent('care-plan....');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText(FileMsg.noFiles)).not.toBeInTheDocument();
  });

  it('the edit icon opens the edit form and the Services tab shows the client services', async () => {
    const api = mockApi({
      'GET /clientbyId': { body: { data: buildClient() } },
      'GET /serviceRequestByClientId': { body: { data: [] } },
      'GET /sc_list': { body: { data: [] } },
      'GET /userByType': { body: { data: [] } },
    });
    signIn();
    const app = renderApp('/admin/client-details?id=41');
    await screen.findByRole('heading', { level: 1, name: 'Alvarez, Rosa M' });

    await app.user.click(screen.getByRole('tab', { name: 'Services' }));
    await waitFor(() => expect(api.callsTo('GET /serviceRequestByClientId')).toHaveLength(1));
    expect(api.callsTo('GET /serviceRequestByClientId')[0]!.query.get('client_id')).toBe('41');

    await app.user.click(screen.getByRole('tab', { name: 'Basic information' }));
    await app.user.click(await screen.findByRole('link', { name: 'Edit client' }));
    expect(await screen.findByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/edit-client');
    expect(app.router.state.location.search).toBe('?id=41');
  });

  it('opens on the Services tab when the address asks for it', async () => {
    const api = mockApi({
      'GET /clientbyId': { body: { data: buildClient() } },
      'GET /serviceRequestByClientId': { body: { data: [] } },
    });
    signIn();
    renderApp('/admin/client-details?id=41&tab=services');
    expect(await screen.findByRole('tab', { name: 'Services', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /serviceRequestByClientId')).toHaveLength(1));
  });

  it('says the client was not found', async () => {
    mockApi({ 'GET /clientbyId': apiError(404, 'NOT_FOUND', ClientMsg.notFound) });
    signIn();
    renderApp('/admin/client-details?id=999');
    expect(await screen.findByText(ClientMsg.notFound)).toBeInTheDocument();
  });
});
