import { format } from 'date-fns';

const LOCAL_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** A unix time (seconds) as the value of a `datetime-local` input in the local zone; '' when none. */
export function unixToTimeInput(unixSeconds: number | undefined): string {
  return unixSeconds === undefined ? '' : format(new Date(unixSeconds * 1000), LOCAL_INPUT_FORMAT);
}

/** The value of a `datetime-local` input as a unix time (seconds); undefined when empty or not a time. */
export function timeInputToUnix(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const millis = new Date(text).getTime();
  return Number.isFinite(millis) ? Math.floor(millis / 1000) : undefined;
}
