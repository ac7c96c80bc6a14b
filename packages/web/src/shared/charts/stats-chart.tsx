import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timeframe } from '@tvmscan/api/contract';
import { useSizeClass } from '../layout/use-size-class.js';
import type { ChartPoint } from './chart-point.js';
import { TIMEFRAMES } from '../api/enumerations.js';
import { DEFAULT_TIMEFRAME } from './chart-range.js';
import type { ChartRange } from './chart-range.js';
import { useChartEnd } from './use-chart-end.js';
import { useChartSeries } from './use-chart-series.js';
import styles from './charts.module.css';

const HistogramChart = lazy(() => import('./histogram-chart.js').then((module) => ({ default: module.HistogramChart })));

export type LoadStats = (range: ChartRange, timeframe: Timeframe) => Promise<ChartPoint[]>;

interface Props {
  title: string;
  /** Stable while the chart type stays the same: a new function clears the chart and loads again. */
  loadStats: LoadStats;
  /** A chart type switch, for lists with several series. */
  typeSwitch?: ReactNode;
}

/**
 * A list's statistics chart (spec 000 §4): D1 or H1 bars over the 30 days up to the chain's latest block (the last
 * 30 days on a live chain); not shown on small screens.
 */
export function StatsChart(props: Props) {
  return useSizeClass() === 'small' ? null : <StatsChartPanel {...props} />;
}

function StatsChartPanel({ title, loadStats, typeSwitch }: Props) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const load = useCallback((range: ChartRange) => loadStats(range, timeframe), [loadStats, timeframe]);
  const series = useChartSeries(load, useChartEnd());
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.switches}>
          {typeSwitch}
          <div role="group" aria-label={t('chart.timeframe')} className={styles.segments}>
            {TIMEFRAMES.map((each) => (
              <button
                key={each}
                type="button"
                className={each === timeframe ? `${styles.segment} ${styles.active}` : styles.segment}
                aria-pressed={each === timeframe}
                onClick={() => setTimeframe(each)}
              >
                {t(`chart.timeframes.${each}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
      {series.status === 'loading' ? (
        <p className={styles.state}>{tCommon('states.loading')}</p>
      ) : series.points.length === 0 ? (
        <p className={styles.state}>{tCommon('states.noData')}</p>
      ) : (
        <Suspense fallback={<p className={styles.state}>{tCommon('states.loading')}</p>}>
          <HistogramChart label={title} points={series.points} timeframe={timeframe} onReachStart={series.loadEarlier} />
        </Suspense>
      )}
    </section>
  );
}
