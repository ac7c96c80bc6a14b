import type { CountPoint } from '@tvmscan/api/contract';
import { formatFixed } from '../../shared/format/index.js';

const SECONDS_PER_HOUR = 3600;
export const TPS_BUCKET_SECONDS = 10;

/** A count over the last hour as a rate per second with 2 decimals: 7200 → '2.00' (in Indonesian '2,00'). */
export function perSecondOverHour(countInHour: number): string {
  return formatFixed(countInHour / SECONDS_PER_HOUR, 2);
}

/** Transactions per second now: the latest 10 s bucket's count ÷ 10; null without buckets. */
export function currentTps(points: readonly CountPoint[]): number | null {
  const last = points.at(-1);
  return last ? last.count / TPS_BUCKET_SECONDS : null;
}
