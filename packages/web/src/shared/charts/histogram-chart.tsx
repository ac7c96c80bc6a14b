import { createChart, HistogramSeries } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Timeframe } from '../api/types.js';
import { useTheme } from '../theme/theme-context.js';
import type { ChartPoint } from './chart-point.js';
import { SCROLL_LOAD_DEBOUNCE_MS } from './chart-range.js';
import styles from './charts.module.css';

/** When fewer bars than this are left of the view, scrolling back asks for an earlier range. */
const EDGE_BARS = 3;

interface Props {
  label: string;
  points: ChartPoint[];
  timeframe: Timeframe;
  onReachStart: () => void;
}

function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { text: read('--text-muted', '#5f6c80'), grid: read('--border', '#dde3ec'), bar: read('--chart-bar', '#2f6fed') };
}

/** A histogram of the points drawn with lightweight-charts; scrolling to its left edge calls `onReachStart`. */
export function HistogramChart({ label, points, timeframe, onReachStart }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Histogram'> | null>(null);
  const reachStart = useRef(onReachStart);
  const { theme } = useTheme();

  useEffect(() => {
    reachStart.current = onReachStart;
  }, [onReachStart]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createChart(element, { autoSize: true, layout: { background: { color: 'transparent' } } });
    chart.current = created;
    series.current = created.addSeries(HistogramSeries, { priceFormat: { type: 'volume' } });
    let timer: ReturnType<typeof setTimeout> | undefined;
    created.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (!range || range.from > EDGE_BARS) return;
      clearTimeout(timer);
      timer = setTimeout(() => reachStart.current(), SCROLL_LOAD_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    const colors = themeColors();
    chart.current?.applyOptions({
      layout: { textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      timeScale: { timeVisible: timeframe === 'H1', borderColor: colors.grid },
      rightPriceScale: { borderColor: colors.grid },
    });
    series.current?.applyOptions({ color: colors.bar });
  }, [theme, timeframe]);

  useEffect(() => {
    series.current?.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
  }, [points]);

  return <div ref={container} className={styles.canvas} role="img" aria-label={label} />;
}
