import { useMemo, useState } from 'react';
import type { CountPoint } from '@tvmscan/api/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFixed } from '../../shared/format/index.js';
import { useElementWidth } from '../../shared/layout/use-element-width.js';
import { useTransactionsTenMinutes } from './main-queries.js';
import { currentTps } from './rates.js';
import { TPS_BAR_WIDTH, tpsBars, tpsChartWidth } from './tps-bars.js';
import styles from './main-page.module.css';

const CHART_HEIGHT = 96;
const NO_POINTS: CountPoint[] = [];

/** The live bar chart of transactions in 10 s buckets over the last 10 minutes, counted from the stream while it is open, else refreshed every 10 s. */
export function TpsChart() {
  const { t } = useTranslation('main');
  const { t: tc } = useTranslation();
  const { data, isError } = useTransactionsTenMinutes();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const width = tpsChartWidth(useElementWidth(frame));
  const points = isError ? NO_POINTS : (data?.time_to_count ?? NO_POINTS);
  // Each bar's title is a translated text with a date: written once per answer, not again as the chart is measured.
  const titles = useMemo(() => points.map((point) => t('tps.bar', { time: formatDate(point.time), count: point.count })), [points, t]);
  const tps = currentTps(points);
  const bars = tpsBars(points, width, CHART_HEIGHT);
  return (
    <section className={styles.card} aria-labelledby="tps-title">
      <div className={styles.panelHeader}>
        <h2 id="tps-title" className={styles.cardTitle}>
          {t('tps.title')}
        </h2>
        <output className={styles.tps} aria-labelledby="tps-title">
          {tps === null ? '' : formatFixed(tps, 1)}
        </output>
      </div>
      <div ref={setFrame} className={styles.chartFrame}>
        {data && !isError && bars.length === 0 ? (
          <p className={styles.empty}>{tc('states.noData')}</p>
        ) : (
          <svg
            role="img"
            aria-label={t('tps.chart')}
            width={width}
            height={CHART_HEIGHT}
            viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
            className={styles.chart}
          >
            {bars.map((bar, index) => (
              <rect key={bar.time} x={bar.x} y={bar.y} width={TPS_BAR_WIDTH} height={bar.height} rx={1} className={styles.bar}>
                <title>{titles[index]}</title>
              </rect>
            ))}
          </svg>
        )}
      </div>
    </section>
  );
}
