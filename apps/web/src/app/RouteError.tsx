import { Component, type ReactNode } from 'react';
import { retryFailedParts } from '../lib/lazy-component';

/**
 * What a screen that failed to load or render shows: a plain message and a way out. No MUI and no
 * lazy chunk, so it still works when the failure was a chunk that could not be fetched (offline).
 */
export function RouteError({ error }: { error: unknown }) {
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

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown };

/**
 * Catches a screen's failure (render error, chunk not fetched); moving to another page clears it,
 * and a chunk that could not be fetched is fetched again when its screen is next shown.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      retryFailedParts();
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
