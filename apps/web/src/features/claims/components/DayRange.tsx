import Box from '@mui/material/Box';
import { reportDay } from '../../reports/format';

/** From – to, each date kept whole: the line breaks between them, never inside one. */
export function DayRange({ from, to }: { from: string; to: string }) {
  if (from === to)
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {reportDay(from)}
      </Box>
    );
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {reportDay(from)} –
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {reportDay(to)}
      </Box>
    </>
  );
}
