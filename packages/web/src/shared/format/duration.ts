import { groupThousands } from './decimal.js';

/** Suffixes of the parts of a duration in the language in use, e.g. { day: 'd', hour: 'h', minute: 'm', second: 's' }. */
export interface DurationUnits {
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const PARTS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** Whole seconds as days, hours, minutes and seconds, leaving out zero parts: 65536 → '18 h 12 m 16 s'. */
export function formatDuration(seconds: number, units: DurationUnits): string {
  let rest = Math.max(0, Math.floor(seconds));
  const shown: string[] = [];
  for (const [unit, size] of PARTS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) shown.push(`${groupThousands(String(count))} ${units[unit]}`);
  }
  return shown.length > 0 ? shown.join(' ') : `0 ${units.second}`;
}
