import type { Translations } from '../i18n/translations.js';
import type { detailPartsTextsEn } from './detail-parts-texts-en.js';

export const detailPartsTextsId: Translations<typeof detailPartsTextsEn> = {
  breadcrumbs: 'Jejak navigasi',
  copy: 'Salin',
  copyNamed: 'Salin {{name}}',
  copiedShort: 'Tersalin',
  copied: 'Disalin ke papan klip',
  copyFailed: 'Papan klip tidak tersedia',
  bytes_one: '{{count}} bita',
  bytes_other: '{{count}} bita',
  yes: 'Ya',
  no: 'Tidak',
  prev: 'Sebelumnya',
  next: 'Berikutnya',
  paging: 'Halaman',
};
