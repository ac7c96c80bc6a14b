import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  label: 'Search',
  placeholder: 'Search by block, account, transaction, message or token',
  clear: 'Clear the search',
  searching: 'Searching…',
  nothingFound: 'Nothing found',
  groups: {
    blocks: 'Blocks',
    accounts: 'Accounts',
    transactions: 'Transactions',
    messages: 'Messages',
    tokens: 'Tokens',
  },
};

export const searchTexts: AreaTexts<typeof en> = {
  en,
  ko: {
    label: '검색',
    placeholder: '블록, 계정, 트랜잭션, 메시지 또는 토큰으로 검색',
    clear: '검색어 지우기',
    searching: '검색 중…',
    nothingFound: '검색 결과가 없습니다',
    groups: {
      blocks: '블록',
      accounts: '계정',
      transactions: '트랜잭션',
      messages: '메시지',
      tokens: '토큰',
    },
  },
  id: {
    label: 'Cari',
    placeholder: 'Cari berdasarkan blok, akun, transaksi, pesan, atau token',
    clear: 'Hapus pencarian',
    searching: 'Mencari…',
    nothingFound: 'Tidak ada yang ditemukan',
    groups: {
      blocks: 'Blok',
      accounts: 'Akun',
      transactions: 'Transaksi',
      messages: 'Pesan',
      tokens: 'Token',
    },
  },
  ja: {
    label: '検索',
    placeholder: 'ブロック、アカウント、トランザクション、メッセージ、トークンで検索',
    clear: '検索をクリア',
    searching: '検索中…',
    nothingFound: '見つかりませんでした',
    groups: {
      blocks: 'ブロック',
      accounts: 'アカウント',
      transactions: 'トランザクション',
      messages: 'メッセージ',
      tokens: 'トークン',
    },
  },
};
