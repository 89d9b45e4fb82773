import { useMemo } from 'react';
import { alpha, useTheme } from '@mui/material/styles';
import type { ChartLook } from './chart-options';

/** The charts' colours and type from the app's theme (the same object while the theme is: a chart is redrawn only when it changes). */
export function useChartLook(): ChartLook {
  const { palette, typography } = useTheme();
  return useMemo(
    () => ({
      main: palette.primary.main,
      muted: alpha(palette.primary.light, 0.45),
      accent: palette.secondary.main,
      grid: palette.divider,
      text: palette.text.secondary,
      font: `12px ${typography.fontFamily}`,
    }),
    [palette, typography],
  );
}
