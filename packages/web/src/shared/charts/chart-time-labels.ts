import { TickMarkType } from 'lightweight-charts';
import type { Time } from 'lightweight-charts';

/** What each kind of tick mark on the time axis shows; bars are UTC days or hours, so labels are in UTC too. */
const TICK_OPTIONS: Record<TickMarkType, Intl.DateTimeFormatOptions> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { day: 'numeric' },
  [TickMarkType.Time]: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  [TickMarkType.TimeWithSeconds]: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};
const CROSSHAIR_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const CROSSHAIR_HOUR: Intl.DateTimeFormatOptions = { ...CROSSHAIR_DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** The charts' times are unix seconds (UTCTimestamp); business-day times are never set. */
const toDate = (time: Time) => new Date((time as number) * 1000);

/** A tick mark's label on the time axis, in `locale` (lightweight-charts writes its own English month names otherwise). */
export function tickMarkLabel(time: Time, tickMarkType: TickMarkType, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...TICK_OPTIONS[tickMarkType], timeZone: 'UTC' }).format(toDate(time));
}

/** The time under the crosshair, in `locale`: the day, and the hour too when the bars are hours. */
export function crosshairTimeLabel(time: Time, locale: string, withHour: boolean): string {
  return new Intl.DateTimeFormat(locale, { ...(withHour ? CROSSHAIR_HOUR : CROSSHAIR_DAY), timeZone: 'UTC' }).format(toDate(time));
}
