import { createChart, HistogramSeries } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, TickMarkType, Time, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timeframe } from '@tvmscan/api/contract';
import { useTheme } from '../theme/theme-context.js';
import type { ChartPoint } from './chart-point.js';
import { crosshairTimeLabel, tickMarkLabel } from './chart-time-labels.js';
import { BAR_SECONDS } from './chart-range.js';
import { watchScrollBack } from './scroll-back-watch.js';
import { withEmptyBars } from './with-empty-bars.js';
import styles from './charts.module.css';

interface Props {
  label: string;
  points: ChartPoint[];
  timeframe: Timeframe;
  onReachStart: () => void;
  /** The chart's height in CSS pixels, when it is not the lists' usual one. */
  height?: number;
}

function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { text: read('--text-muted', '#5f6c80'), grid: read('--border', '#dde3ec'), bar: read('--chart-bar', '#2f6fed') };
}

/** A histogram of the points drawn with lightweight-charts; scrolling to its left edge calls `onReachStart`. */
export function HistogramChart({ label, points, timeframe, onReachStart, height }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Histogram'> | null>(null);
  const reachStart = useRef(onReachStart);
  const fitted = useRef(false);
  const { theme } = useTheme();
  const { i18n } = useTranslation();
  const locale = i18n.language;

  useEffect(() => {
    reachStart.current = onReachStart;
  }, [onReachStart]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createChart(element, { autoSize: true, layout: { background: { color: 'transparent' } } });
    chart.current = created;
    series.current = created.addSeries(HistogramSeries, { priceFormat: { type: 'volume' } });
    const watch = watchScrollBack(() => reachStart.current());
    created.timeScale().subscribeVisibleLogicalRangeChange(watch.onRangeChange);
    return () => {
      watch.stop();
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    // The theme's CSS variables change in the theme provider's effect, which runs after this one.
    const frame = requestAnimationFrame(() => {
      const colors = themeColors();
      chart.current?.applyOptions({
        layout: { textColor: colors.text },
        grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
        localization: { locale, timeFormatter: (time: Time) => crosshairTimeLabel(time, locale, timeframe === 'H1') },
        timeScale: {
          timeVisible: timeframe === 'H1',
          borderColor: colors.grid,
          tickMarkFormatter: (time: Time, type: TickMarkType) => tickMarkLabel(time, type, locale),
        },
        rightPriceScale: { borderColor: colors.grid },
      });
      series.current?.applyOptions({ color: colors.bar });
    });
    return () => cancelAnimationFrame(frame);
  }, [theme, timeframe, locale]);

  useEffect(() => {
    const bars = withEmptyBars(points, BAR_SECONDS[timeframe]);
    series.current?.setData(bars.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
    if (!fitted.current && bars.length > 0) {
      // The first range (the last 30 days) fills the width; later ranges come in to the left of the view.
      chart.current?.timeScale().fitContent();
      fitted.current = true;
    }
  }, [points, timeframe]);

  // A figure, not an img: lightweight-charts puts its attribution link inside, and an img's children are presentational.
  return <div ref={container} className={styles.canvas} style={height === undefined ? undefined : { height }} role="figure" aria-label={label} />;
}
