import type { Translations } from '../i18n/translations.js';
import type { detailTextsEn } from './detail-texts-en.js';

export const detailTextsJa: Translations<typeof detailTextsEn> = {
  yes: 'はい',
  no: 'いいえ',
  tabs: 'セクション',
  moreDetails: '詳細を表示',
  lessDetails: '詳細を隠す',
  none: 'なし',
};
