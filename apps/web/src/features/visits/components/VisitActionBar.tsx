import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIsPhone } from '../../../components/list/use-is-phone';

/**
 * Keeps what the page scrolls to (a focused field, the signature pad) clear of the sticky bar:
 * the page's scroll padding follows the bar's height while the bar is shown.
 */
function useScrollPaddingFor<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    const scroller = document.scrollingElement instanceof HTMLElement ? document.scrollingElement : null;
    if (!bar || !scroller) return undefined;
    const before = scroller.style.scrollPaddingBottom;
    const update = () => {
      scroller.style.scrollPaddingBottom = `${bar.offsetHeight}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      scroller.style.scrollPaddingBottom = before;
    };
  }, []);
  return ref;
}

const STICKY_BAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  mt: 2,
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  pt: 1,
  pb: 'calc(8px + env(safe-area-inset-bottom))',
  bgcolor: 'background.default',
  borderTop: { xs: 1, sm: 0 },
  borderColor: 'divider',
} as const;

const LOOKS_DISABLED = {
  bgcolor: 'action.disabledBackground',
  color: 'text.secondary',
  boxShadow: 'none',
  '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
} as const;

type VisitActionBarProps = {
  /** Why COMPLETE VISIT is not possible yet, or null. */
  blockers: string | null;
  /** The element that says the blockers. */
  hintId: string;
  onComplete: () => void;
  onAbandon: () => void;
};

/** COMPLETE VISIT and ABANDON VISIT: the main action stays in reach while scrolling, in a compact sticky bar. */
export function VisitActionBar({ blockers, hintId, onComplete, onAbandon }: VisitActionBarProps) {
  const phone = useIsPhone();
  const barRef = useScrollPaddingFor<HTMLDivElement>();
  // Spec 02 section 2: shown, always disabled (abandoning is not offered yet).
  const abandonButton = (
    <Button variant="outlined" color="error" size="large" disabled onClick={onAbandon} sx={{ minHeight: 48 }}>
      ABANDON VISIT
    </Button>
  );
  return (
    <>
      <Box ref={barRef} sx={STICKY_BAR}>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          {!phone && abandonButton}
          {/* Unavailable, it stays focusable and says why; pressing it goes to what is missing. */}
          <Button
            variant="contained"
            size="large"
            aria-disabled={!!blockers}
            onClick={onComplete}
            aria-describedby={blockers ? hintId : undefined}
            sx={{ minHeight: 48, flex: { xs: '1 1 auto', sm: '0 0 auto' }, ...(blockers && LOOKS_DISABLED) }}
          >
            COMPLETE VISIT
          </Button>
        </Box>
      </Box>
      {/* On phones the sticky bar holds only the main action; abandoning (disabled) sits below. */}
      {phone && <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>{abandonButton}</Box>}
    </>
  );
}
