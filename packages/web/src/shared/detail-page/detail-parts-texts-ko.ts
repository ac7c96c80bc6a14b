import type { Translations } from '../i18n/translations.js';
import type { detailPartsTextsEn } from './detail-parts-texts-en.js';

export const detailPartsTextsKo: Translations<typeof detailPartsTextsEn> = {
  breadcrumbs: '탐색 경로',
  copy: '복사',
  copyNamed: '{{name}} 복사',
  copiedShort: '복사됨',
  copied: '클립보드에 복사했습니다',
  copyFailed: '클립보드를 사용할 수 없습니다',
  bytes_one: '{{count}}바이트',
  bytes_other: '{{count}}바이트',
  yes: '예',
  no: '아니요',
  prev: '이전',
  next: '다음',
  paging: '페이지',
};
