import '@testing-library/jest-dom/vitest';
// IndexedDB for the phone's queue of visits recorded offline (features/visits/offline).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@hearth/shared';
import { resetOfflineStoreForTests } from '../features/visits/offline/queue';
import { AGENCY_ZONE_STORAGE_KEY } from '../lib/agency-zone';

// Whole-app renders (MUI forms in jsdom) are slow on a busy 2-core machine: allow findBy*/waitFor
// up to 5 s instead of 1 s, so a loaded CI machine does not turn slowness into failures.
configure({ asyncUtilTimeout: 5000 });

/**
 * jsdom has no layout engine: answer min-width/max-width media queries from window.innerWidth
 * (1024 by default, a desktop; tests set 375 for a phone).
 */
function matchMedia(query: string): MediaQueryList {
  const width = window.innerWidth;
  const mins = [...query.matchAll(/min-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
  const maxs = [...query.matchAll(/max-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
  const matches = mins.every((min) => width >= min) && maxs.every((max) => width <= max);
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** jsdom does not scroll; the router's scroll restoration and 'SAVE & NEW' call this. */
const scrollTo = () => undefined;

beforeEach(() => {
  // A device that has signed in before knows the agency's zone (lib/agency-zone.test.tsx covers a new one).
  localStorage.setItem(AGENCY_ZONE_STORAGE_KEY, JSON.stringify(DEFAULT_TIME_ZONE));
  window.matchMedia = matchMedia;
  window.scrollTo = scrollTo;
  window.innerWidth = 1024;
});

afterEach(() => {
  cleanup();
  // A fresh, empty IndexedDB and queue for the next test.
  globalThis.indexedDB = new IDBFactory();
  resetOfflineStoreForTests();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
