import Box from '@mui/material/Box';
import { dayText } from '../../../lib/format';

/** From – to, each date kept whole: the line breaks between them, never inside one. */
export function DayRange({ from, to }: { from: string; to: string }) {
  if (from === to)
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {dayText(from)}
      </Box>
    );
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {dayText(from)} –
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {dayText(to)}
      </Box>
    </>
  );
}
