import type { TFunction } from 'i18next';
import { DASH } from '../format/index.js';

/** A flag as the visitor reads it: 'Yes' or 'No' in their language, a dash when there is none. */
export function yesNo(t: TFunction<'details'>, value: boolean | null | undefined): string {
  if (value == null) return DASH;
  return value ? t('yes') : t('no');
}
