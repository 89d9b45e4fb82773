import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { renderRoutes } from '../../test/render';

// These screens are long: on a busy CI machine their first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * renderApp at a path or a location with router state (the start page needs its client), with a
 * user-event that skips the pointer-events check: it calls getComputedStyle up the tree on every
 * event, which makes the long visit screens slow in jsdom.
 */
export function renderVisitScreen(entry: InitialEntry) {
  return renderRoutes(entry, userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }));
}
