import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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

beforeEach(() => {
  window.matchMedia = matchMedia;
  window.innerWidth = 1024;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
