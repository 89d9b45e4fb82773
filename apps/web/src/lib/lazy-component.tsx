import { use, type ComponentType } from 'react';
import { loadChunk } from './stale-build';

/** Every lazy part's loader, so tests can load them all before rendering (preloadLazyParts). */
const loaders: (() => Promise<unknown>)[] = [];
/** How to forget each chunk that failed to load, so that showing its part again fetches it anew. */
const failed = new Set<() => void>();

/**
 * A component whose code is fetched the first time it renders, as its own chunk (React.lazy with a
 * stale-build reload, a retry after a failure, and preloading for tests). It suspends while the
 * chunk loads; once loaded it renders at once everywhere, also in a test's act scope.
 *
 *   const TopBar = lazyComponent(() => import('./TopBar'), (m) => m.TopBar);
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let pending: Promise<M> | undefined;
  const start = (): Promise<M> => {
    if (pending) return pending;
    const promise: Promise<M> & { status?: string; value?: M } = loadChunk(load).then(
      (module) => {
        // React's use() reads a settled promise's status and value: a part loaded before its first
        // render (preloadLazyParts, or a second use) renders at once instead of suspending for a turn.
        promise.status = 'fulfilled';
        promise.value = module;
        return module;
      },
      (error: unknown) => {
        // Kept until the error screen is left (retryFailedParts): React renders a failed part again
        // before it shows the error, and a fresh fetch then would suspend instead.
        failed.add(() => {
          pending = undefined;
        });
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  loaders.push(start);
  function LazyPart(props: P) {
    const Component = pick(use(start()));
    return <Component {...props} />;
  }
  return LazyPart;
}

/** The next render of a part whose chunk failed fetches it again (the connection may be back). */
export function retryFailedParts(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/** Loads every lazy part now (tests render without waiting for chunks). */
export async function preloadLazyParts(): Promise<void> {
  // A loaded chunk may declare lazy parts of its own: load until no new ones appear.
  for (let done = 0; done < loaders.length;) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}
