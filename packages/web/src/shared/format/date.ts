import { format } from 'date-fns';
import { DASH } from './dash.js';

export const DATE_FORMAT = 'MMM dd, yyyy, HH:mm:ss';

/** A unix time (seconds) in the local zone as 'MMM dd, yyyy, HH:mm:ss'; a dash when there is none. */
export function formatDate(unixSeconds: number | null | undefined): string {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return DASH;
  return format(new Date(unixSeconds * 1000), DATE_FORMAT);
}
