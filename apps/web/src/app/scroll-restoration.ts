import { useEffect, useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

const STORAGE_KEY = 'hearth.scroll';

/**
 * Where a screen's scroll position is remembered: per history entry, so a new visit opens at the top
 * and Back returns to where the user was. Every freshly loaded page (typed URL, reload) has the key
 * 'default': those are told apart by URL, or one page would open at another's position.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>): string =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

function readSaved(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const positions = readSaved();

/**
 * Opens every newly visited screen at the top (the window scrolls, not <main>) and restores the
 * position of a screen returned to with Back/Forward, also across a reload of the tab.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const key = scrollKey(location);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
      } catch {
        // Storage full or unavailable: positions are kept for this page only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    window.scrollTo(0, positions.get(key) ?? 0);
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.delete(key);
        positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, [key]);
}
