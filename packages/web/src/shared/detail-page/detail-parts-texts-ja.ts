import type { Translations } from '../i18n/translations.js';
import type { detailPartsTextsEn } from './detail-parts-texts-en.js';

export const detailPartsTextsJa: Translations<typeof detailPartsTextsEn> = {
  breadcrumbs: 'パンくずリスト',
  copy: 'コピー',
  copyNamed: '{{name}}をコピー',
  copiedShort: 'コピー済み',
  copied: 'クリップボードにコピーしました',
  copyFailed: 'クリップボードを利用できません',
  bytes_one: '{{count}} バイト',
  bytes_other: '{{count}} バイト',
  yes: 'はい',
  no: 'いいえ',
  prev: '前へ',
  next: '次へ',
  paging: 'ページ',
};
