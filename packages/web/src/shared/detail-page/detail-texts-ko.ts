import type { Translations } from '../i18n/translations.js';
import type { detailTextsEn } from './detail-texts-en.js';

export const detailTextsKo: Translations<typeof detailTextsEn> = {
  yes: '예',
  no: '아니요',
  tabs: '섹션',
  moreDetails: '자세히 보기',
  lessDetails: '간단히 보기',
  none: '없음',
};
