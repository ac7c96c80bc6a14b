import { lazy, Suspense, useCallback, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '@tvmscan/api/token-contract';
import { retryOnGatewayTimeout } from '../../shared/api/retry-on-gateway-timeout.js';
import type { TokenClient } from '../../shared/api/token-client.js';
import type { LoadSeries } from '../../shared/charts/chart-point.js';
import { ChartTypeSwitch } from '../../shared/charts/chart-type-switch.js';
import { useChartEnd } from '../../shared/charts/use-chart-end.js';
import { useChartSeries } from '../../shared/charts/use-chart-series.js';
import { useSizeClass } from '../../shared/layout/use-size-class.js';
import { ACTIVITY_SERIES, activityPoints, reachesToken, type ActivitySeries } from './token-activity-points.js';
import { TOKEN_CHART_HEIGHT_PX } from './token-chart.js';
import styles from '../../shared/charts/charts.module.css';

const HistogramChart = lazy(() => import('../../shared/charts/histogram-chart.js').then((module) => ({ default: module.HistogramChart })));

interface Props {
  tokens: TokenClient;
  token: Token;
}

/**
 * A token's own activity on its view (issue 37): its transfers and their volume per day and its holders at each day's
 * end, one series at a time, over the 30 days up to the chain's latest block, scrolled back for earlier ones; the
 * panel is the token charts' 440 px, lower on phones.
 */
export function TokenActivityChart({ tokens, token }: Props) {
  const { t } = useTranslation('tokens');
  const { t: tCommon } = useTranslation();
  const small = useSizeClass() === 'small';
  const [shown, setShown] = useState<ActivitySeries>('transfers');
  const { rootAddress, scale, createdAt } = token;
  const load = useCallback<LoadSeries>(
    async (range) => {
      if (!reachesToken(range.end, createdAt)) return [];
      const answer = await retryOnGatewayTimeout(() => tokens.post('/stats/root_days', { rootAddress, fromDate: range.start, toDate: range.end }));
      return activityPoints(answer, shown, scale, createdAt);
    },
    [tokens, rootAddress, scale, createdAt, shown],
  );
  const series = useChartSeries(load, useChartEnd());
  const title = t('activity.title', { symbol: token.token });
  const height = small ? undefined : TOKEN_CHART_HEIGHT_PX;
  const stateStyle: CSSProperties | undefined = height === undefined ? undefined : { height };
  const state =
    series.status === 'loading'
      ? tCommon('states.loading')
      : series.status === 'failed'
        ? t('activity.failed')
        : series.points.every((point) => point.value === 0)
          ? t('activity.empty')
          : null;
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <ChartTypeSwitch choices={ACTIVITY_SERIES} labelOf={(choice) => t(`activity.series.${choice}`)} value={shown} onChange={setShown} />
      </div>
      {state !== null ? (
        <p className={styles.state} style={stateStyle} role={series.status === 'failed' ? 'alert' : undefined}>
          {state}
        </p>
      ) : (
        <Suspense
          fallback={
            <p className={styles.state} style={stateStyle}>
              {tCommon('states.loading')}
            </p>
          }
        >
          <HistogramChart
            label={`${title}: ${t(`activity.series.${shown}`)}`}
            points={series.points}
            timeframe="D1"
            onReachStart={series.loadEarlier}
            height={height}
          />
        </Suspense>
      )}
    </section>
  );
}
