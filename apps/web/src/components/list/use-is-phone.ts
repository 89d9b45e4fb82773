import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The phone breakpoint: below 600 px lists show cards (and screens lay out for a phone). */
export function useIsPhone(): boolean {
  const theme = useTheme();
  return !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
}
