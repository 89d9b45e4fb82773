import { useRouteError } from 'react-router';

/**
 * What a screen that failed to load or render shows: a plain message and a way out. No MUI and no
 * lazy chunk, so it still works when the failure was a chunk that could not be fetched (offline).
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main role="alert" style={{ maxWidth: 480, margin: '15vh auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.5rem' }}>This screen could not be opened</h1>
      <p>Check the connection, then reload the page.</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 16px' }}>
        Reload
      </button>
    </main>
  );
}
