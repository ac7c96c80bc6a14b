import type { Translations } from '../../shared/i18n/translations.js';
import type { accountsTextsEn } from './accounts-texts-en.js';

export const accountsTextsKo: Translations<typeof accountsTextsEn> = {
  title: '계정',
  stats: {
    label: '계정 통계',
    new24h: '24시간 신규',
    active24h: '24시간 활성',
    active1h: '1시간 활성',
  },
  chart: {
    title: '계정',
    types: { new: '신규', total: '전체', active: '활성' },
  },
  filters: {
    balance: '잔액',
    created: '생성 시간',
    orderBy: '정렬 기준',
    order: '정렬 순서',
  },
  orderBy: { balance: '잔액', createdAt: '생성 시간', updatedAt: '업데이트 시간' },
  order: { DESC: '내림차순', ASC: '오름차순' },
  table: {
    caption: '계정',
    address: '주소',
    balance: '잔액',
    state: '상태',
    created: '생성',
    updated: '업데이트',
  },
};
