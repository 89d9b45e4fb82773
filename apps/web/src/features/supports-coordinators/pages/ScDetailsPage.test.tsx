import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildScOut, scByIdRoute } from '../test-fixtures';

describe('Supports Coordinator Details', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('shows the record read-only and EDIT opens the edit form', async () => {
    mockApi({ 'GET /scById': scByIdRoute([buildScOut()]) });
    signIn();
    const app = renderApp('/admin/view-sc?id=31');
    expect(await screen.findByText('Maria Lopez · Keystone Supports')).toBeInTheDocument();
    expect(screen.getByText('(215) 555-0111')).toBeInTheDocument();
    expect(screen.getByText('Media')).toBeInTheDocument();
    expect(screen.getByText('Pennsylvania')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Supports Coordinators' })).toHaveAttribute(
      'href',
      '/admin/support-coordinator',
    );
    await app.user.click(screen.getByRole('link', { name: 'EDIT' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/edit-sc'));
    expect(app.router.state.location.search).toBe('?id=31&staffType=4');
  });

  it('says so when the record does not exist', async () => {
    mockApi({ 'GET /scById': scByIdRoute([]) });
    signIn();
    renderApp('/admin/view-sc?id=99');
    expect(await screen.findByText('Supports coordinator not found')).toBeInTheDocument();
  });
});
