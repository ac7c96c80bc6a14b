import type { AreaTexts } from '../i18n/translations.js';

/** Texts every detail page shares. */
const en = {
  yes: 'Yes',
  no: 'No',
  tabs: 'Sections',
  moreDetails: 'More details',
  lessDetails: 'Fewer details',
  none: 'None',
};

export const detailTexts: AreaTexts<typeof en> = {
  en,
  ko: { yes: '예', no: '아니요', tabs: '섹션', moreDetails: '자세히 보기', lessDetails: '간단히 보기', none: '없음' },
  id: { yes: 'Ya', no: 'Tidak', tabs: 'Bagian', moreDetails: 'Detail lainnya', lessDetails: 'Lebih sedikit detail', none: 'Tidak ada' },
  ja: { yes: 'はい', no: 'いいえ', tabs: 'セクション', moreDetails: '詳細を表示', lessDetails: '詳細を隠す', none: 'なし' },
};
