/** Shown in place of an empty value. */
export const DASH = '-';
