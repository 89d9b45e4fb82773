import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';

/**
 * A route element whose screen is loaded the first time it is shown, as its own chunk: the sign-in
 * page does not carry the admin screens, maps or signature pads (README, "Web delivery"). While
 * the chunk loads the element suspends; navigations run in a transition, so the current screen
 * stays until the next one is in (no fallback flash), and RootRoute's boundary catches a chunk
 * that cannot be fetched.
 *
 *   { path: '/admin/clients', element: lazyScreen(() => import('./ClientsPage'), (m) => <m.ClientsPage />) }
 */
export function lazyScreen<M>(load: () => Promise<M>, render: (module: M) => ReactNode): ReactElement {
  let screen: (() => ReactNode) | undefined;
  // One component for the module (a new one on every render would remount the screen).
  const Screen = lazyComponent(load, (module) => (screen ??= () => render(module)));
  return <Screen />;
}

/** A route at `path` whose screen is its own chunk ({@link lazyScreen}). */
export function screen<M>(path: string, load: () => Promise<M>, render: (module: M) => ReactNode): RouteObject {
  return { path, element: lazyScreen(load, render) };
}
