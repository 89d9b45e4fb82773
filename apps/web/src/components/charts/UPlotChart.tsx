import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type uPlot from 'uplot';

/** What a chart draws, built once uPlot is loaded (its path builders live on the class). */
export type ChartBuild = (lib: typeof uPlot) => {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
};

/** A canvas in a browser that can draw one (a test DOM cannot: the figures beside the chart say it all). */
function canDraw(): boolean {
  return typeof ResizeObserver === 'function' && !/jsdom/i.test(navigator.userAgent);
}

/**
 * A uPlot chart as wide as its box. uPlot and its stylesheet are fetched the first time a chart
 * mounts, so no other screen downloads them. The canvas is a picture only (role img, named by
 * `label`): each chart's card states the same figures in text.
 */
export function UPlotChart({ build, height, label }: { build: ChartBuild; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const { options, data } = build(UPlot);
      chart = new UPlot({ ...options, width: el.clientWidth, height }, data, el);
      observer = new ResizeObserver(() => {
        if (chart && el.clientWidth > 0 && el.clientWidth !== chart.width)
          chart.setSize({ width: el.clientWidth, height });
      });
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [build, height]);
  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      sx={{
        width: '100%',
        minHeight: height,
        // uPlot's legend in the app's type, compact enough for a phone.
        '& .u-legend': { fontSize: '0.8125rem', fontFamily: 'inherit', mt: 0.5 },
        '& .u-legend .u-marker': { width: 12, height: 12 },
        '& .u-legend th': { fontWeight: 400 },
      }}
    />
  );
}
