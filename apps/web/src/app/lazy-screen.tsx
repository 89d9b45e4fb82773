import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../lib/stale-build';

/**
 * A route whose screen is loaded the first time it is visited, as its own chunk: the sign-in page
 * does not carry the admin screens, maps or signature pads (README, "Web delivery"). The router
 * keeps the current screen until the chunk is in, so there is no fallback flash.
 *
 *   { path: '/admin/clients', lazy: lazyScreen(() => import('./ClientsPage'), (m) => <m.ClientsPage />) }
 */
export function lazyScreen<M>(load: () => Promise<M>, render: (module: M) => ReactNode): RouteObject['lazy'] {
  return async () => ({ element: render(await loadChunk(load)) });
}
