import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether a wide table has columns hidden to its left or right. */
export type ScrollEdges = { left: boolean; right: boolean };

const NONE: ScrollEdges = { left: false, right: false };

/** The scrolling table region inside `box` (ResponsiveList's TableContainer). */
const regionIn = (box: HTMLElement | null) => box?.querySelector<HTMLElement>('[role="region"]') ?? null;

function edgesOf(el: HTMLElement | null): ScrollEdges {
  if (!el) return NONE;
  const hidden = el.scrollWidth - el.clientWidth;
  // A pixel of slack: zoomed pages report fractional widths.
  return { left: el.scrollLeft > 1, right: el.scrollLeft < hidden - 1 };
}

/**
 * A report table wider than the screen scrolls sideways; its scroll bar sits under the last row,
 * often below the fold, so the screen says so where it is seen. Attach `ref` to a box holding the
 * table; `edges` tells which sides hide columns (updated on scroll, resize and new rows), and
 * `scroll(±1)` moves by most of a screenful.
 */
export function useSidewaysScroll() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let region: HTMLElement | null = null;
    const update = () => {
      const next = edgesOf(region);
      setEdges((now) => (now.left === next.left && now.right === next.right ? now : next));
    };
    // The table's own size (columns appearing as rows load); the window's covers the rest (and
    // test DOMs without ResizeObserver).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    window.addEventListener('resize', update);
    // The table region comes and goes (skeleton, rows, empty text, phone cards): follow it.
    const follow = () => {
      const found = regionIn(box);
      if (found !== region) {
        region?.removeEventListener('scroll', update);
        resized?.disconnect();
        region = found;
        if (region) {
          region.addEventListener('scroll', update, { passive: true });
          resized?.observe(region);
          if (region.firstElementChild) resized?.observe(region.firstElementChild);
        }
      }
      update();
    };
    const changed = new MutationObserver(follow);
    changed.observe(box, { childList: true, subtree: true });
    follow();
    return () => {
      changed.disconnect();
      resized?.disconnect();
      window.removeEventListener('resize', update);
      region?.removeEventListener('scroll', update);
    };
  }, []);

  const scroll = useCallback((direction: -1 | 1) => {
    const el = regionIn(ref.current);
    el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: 'smooth' });
  }, []);

  return { ref, edges, scroll };
}
