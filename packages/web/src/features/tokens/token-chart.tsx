import { lazy, Suspense } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadSeries } from '../../shared/charts/chart-point.js';
import { useChartEnd } from '../../shared/charts/use-chart-end.js';
import { useChartSeries } from '../../shared/charts/use-chart-series.js';
import { useSizeClass } from '../../shared/layout/use-size-class.js';
import styles from '../../shared/charts/charts.module.css';

const HistogramChart = lazy(() => import('../../shared/charts/histogram-chart.js').then((module) => ({ default: module.HistogramChart })));

/** The token chart panel's height (spec 001 §2). */
export const TOKEN_CHART_HEIGHT_PX = 440;
const stateHeight: CSSProperties = { height: TOKEN_CHART_HEIGHT_PX };

interface Props {
  title: string;
  /** Stable while the filters stay the same: a new function clears the chart and loads again. */
  loadSeries: LoadSeries;
}

/** The token transactions chart: daily bars over 30 days, scrolled back for earlier ones; not shown on small screens (spec 001 §2). */
export function TokenChart(props: Props) {
  return useSizeClass() === 'small' ? null : <TokenChartPanel {...props} />;
}

function TokenChartPanel({ title, loadSeries }: Props) {
  const { t } = useTranslation();
  const series = useChartSeries(loadSeries, useChartEnd());
  const state =
    series.status === 'loading'
      ? t('states.loading')
      : series.status === 'failed'
        ? t('states.notAvailable')
        : series.points.length === 0
          ? t('states.noData')
          : null;
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
      </div>
      {state !== null ? (
        <p className={styles.state} style={stateHeight}>
          {state}
        </p>
      ) : (
        <Suspense
          fallback={
            <p className={styles.state} style={stateHeight}>
              {t('states.loading')}
            </p>
          }
        >
          <HistogramChart label={title} points={series.points} timeframe="D1" onReachStart={series.loadEarlier} height={TOKEN_CHART_HEIGHT_PX} />
        </Suspense>
      )}
    </section>
  );
}
