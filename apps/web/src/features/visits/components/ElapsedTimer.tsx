import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { formatElapsed } from '../format';

/** The current time, refreshed every `intervalMs` (spec 02 section 9: the timer ticks every second). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** Live HH:MM:SS since `start` (the server's start time), large enough to read at arm's length. */
export function ElapsedTimer({ start }: { start: Date }) {
  const now = useNow();
  return (
    <Typography
      role="timer"
      aria-label="Elapsed time"
      component="p"
      sx={{
        fontSize: { xs: '2.75rem', sm: '3.25rem' },
        fontWeight: 650,
        lineHeight: 1.1,
        fontVariantNumeric: 'tabular-nums',
        letterSpacing: '0.02em',
        color: 'primary.dark',
      }}
    >
      {formatElapsed(now.getTime() - start.getTime())}
    </Typography>
  );
}
