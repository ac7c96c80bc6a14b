import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  title: 'Accounts',
  stats: {
    label: 'Account statistics',
    new24h: 'New in 24 h',
    active24h: 'Active in 24 h',
    active1h: 'Active in 1 h',
  },
  chart: {
    title: 'Accounts',
    types: { new: 'New', total: 'Total', active: 'Active' },
  },
  filters: {
    balance: 'Balance',
    created: 'Created',
    orderBy: 'Order by',
    order: 'Order',
  },
  orderBy: { balance: 'Balance', createdAt: 'Creation time', updatedAt: 'Update time' },
  order: { DESC: 'Descending', ASC: 'Ascending' },
  table: {
    caption: 'Accounts',
    address: 'Address',
    balance: 'Balance',
    state: 'State',
    created: 'Created',
    updated: 'Updated',
  },
};

export const accountsTexts: AreaTexts<typeof en> = {
  en,
  ko: {
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
  },
  id: {
    title: 'Akun',
    stats: {
      label: 'Statistik akun',
      new24h: 'Baru dalam 24 jam',
      active24h: 'Aktif dalam 24 jam',
      active1h: 'Aktif dalam 1 jam',
    },
    chart: {
      title: 'Akun',
      types: { new: 'Baru', total: 'Total', active: 'Aktif' },
    },
    filters: {
      balance: 'Saldo',
      created: 'Dibuat',
      orderBy: 'Urutkan menurut',
      order: 'Urutan',
    },
    orderBy: { balance: 'Saldo', createdAt: 'Waktu dibuat', updatedAt: 'Waktu diperbarui' },
    order: { DESC: 'Menurun', ASC: 'Menaik' },
    table: {
      caption: 'Akun',
      address: 'Alamat',
      balance: 'Saldo',
      state: 'Status',
      created: 'Dibuat',
      updated: 'Diperbarui',
    },
  },
  ja: {
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
  },
};
