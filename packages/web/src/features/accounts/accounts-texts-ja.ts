import type { Translations } from '../../shared/i18n/translations.js';
import type { accountsTextsEn } from './accounts-texts-en.js';

export const accountsTextsJa: Translations<typeof accountsTextsEn> = {
  title: 'アカウント',
  stats: {
    label: 'アカウント統計',
    new24h: '24時間の新規',
    active24h: '24時間のアクティブ',
    active1h: '1時間のアクティブ',
  },
  chart: {
    title: 'アカウント',
    types: { new: '新規', total: '合計', active: 'アクティブ' },
  },
  filters: {
    balance: '残高',
    created: '作成日時',
    orderBy: '並べ替え',
    order: '順序',
  },
  orderBy: { balance: '残高', createdAt: '作成日時', updatedAt: '更新日時' },
  order: { DESC: '降順', ASC: '昇順' },
  table: {
    caption: 'アカウント',
    address: 'アドレス',
    balance: '残高',
    state: '状態',
    created: '作成',
    updated: '更新',
  },
};
