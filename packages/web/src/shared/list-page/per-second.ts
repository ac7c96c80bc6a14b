import { DASH } from '../format/dash.js';
import { formatFixed } from '../format/decimal.js';

const SECONDS_PER_HOUR = 3600;

/** A count of the last hour as a rate per second with 2 decimals (spec 000 §9). */
export function perSecond(countInHour: number | undefined): string {
  return countInHour === undefined ? DASH : formatFixed(countInHour / SECONDS_PER_HOUR, 2);
}
