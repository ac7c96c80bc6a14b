import type { Translations } from '../i18n/translations.js';
import type { detailTextsEn } from './detail-texts-en.js';

export const detailTextsId: Translations<typeof detailTextsEn> = {
  yes: 'Ya',
  no: 'Tidak',
  tabs: 'Bagian',
  moreDetails: 'Detail lainnya',
  lessDetails: 'Lebih sedikit detail',
  none: 'Tidak ada',
};
