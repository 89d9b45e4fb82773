import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';
import { RootRoute } from './RootRoute';
import { TestProviders } from '../test/render';

type Page = { Page: () => React.ReactElement };

/** A screen module whose import resolves or fails when the test says; each call is a new fetch. */
function deferredImport() {
  const calls: { resolve: (m: Page) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<Page>((resolve, reject) => calls.push({ resolve, reject })));
  const last = () => calls[calls.length - 1]!;
  return {
    load,
    resolve: (title: string) => last().resolve({ Page: () => <h1>{title}</h1> }),
    reject: () => last().reject(new TypeError('Failed to fetch dynamically imported module')),
  };
}

/**
 * Routes under the app's RootRoute with links to /a and /b outside them. Rendered inside an awaited
 * act: React retries a suspended render inside an act scope only when the act is awaited (in the
 * browser it retries when the chunk arrives).
 */
async function renderTree(routes: RouteObject[], path: string) {
  function Routes() {
    return useRoutes([{ element: <RootRoute />, children: routes }]);
  }
  await act(async () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={[path]}>
          <nav>
            <Link to="/a">Go to A</Link> <Link to="/b">Go to B</Link>
          </nav>
          <Routes />
        </MemoryRouter>
      </TestProviders>,
    );
  });
}

const go = (name: string) => act(async () => fireEvent.click(screen.getByRole('link', { name })));

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('lazyScreen', () => {
  it('shows nothing until the chunk is in, then the screen; the chunk is fetched once', async () => {
    const chunk = deferredImport();
    await renderTree([{ path: '/a', element: lazyScreen(chunk.load, (m) => <m.Page />) }], '/a');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => chunk.resolve('Screen A'));
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('keeps the current screen while the next one loads (no blank flash)', async () => {
    const chunk = deferredImport();
    const routes: RouteObject[] = [
      { path: '/a', element: <h1>Screen A</h1> },
      { path: '/b', element: lazyScreen(chunk.load, (m) => <m.Page />) },
    ];
    await renderTree(routes, '/a');
    await go('Go to B');
    expect(screen.getByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
    await act(async () => chunk.resolve('Screen B'));
    expect(await screen.findByRole('heading', { name: 'Screen B' })).toBeInTheDocument();
  });

  it('shows the plain error screen when a chunk cannot be fetched, and fetches it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A failed chunk reloads the page once (a newer build may be deployed); this tab already did.
    sessionStorage.setItem('hearth.staleBuildReloadAt', String(Date.now()));
    const chunk = deferredImport();
    const routes: RouteObject[] = [
      { path: '/a', element: lazyScreen(chunk.load, (m) => <m.Page />) },
      { path: '/b', element: <h1>Screen B</h1> },
    ];
    await renderTree(routes, '/a');
    await act(async () => chunk.reject());
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be opened');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);

    // Another page clears the error; back on /a the chunk is fetched again, and now it arrives.
    await go('Go to B');
    expect(await screen.findByRole('heading', { name: 'Screen B' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await go('Go to A');
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await act(async () => chunk.resolve('Screen A'));
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
  });
});
