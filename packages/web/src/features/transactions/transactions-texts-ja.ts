import type { Translations } from '../../shared/i18n/translations.js';
import type { transactionsTextsEn } from './transactions-texts-en.js';

export const transactionsTextsJa: Translations<typeof transactionsTextsEn> = {
  title: 'トランザクション',
  stats: {
    label: 'トランザクション統計',
    total: 'トランザクション総数',
    last24h: '24時間のトランザクション',
    last1h: '1時間のトランザクション',
    tps: '毎秒トランザクション数',
  },
  chart: { title: 'トランザクション' },
  filters: {
    block: 'ブロック',
    blockPlaceholder: 'ブロックのルートハッシュ',
    include: 'アカウント',
    exclude: '除外するアカウント',
    types: 'トランザクションの種類',
    time: '時刻',
    balanceChange: '残高の変動',
  },
  types: {
    Ordinary: '通常',
    Storage: 'ストレージ',
    TickTock: 'ティックトック',
    SplitPrepare: '分割準備',
    SplitInstall: '分割適用',
    MergePrepare: '統合準備',
    MergeInstall: '統合適用',
  },
  table: {
    caption: '最新のトランザクション',
    hash: 'ハッシュ',
    time: '時刻',
    account: 'アカウント',
    type: '種類',
    status: '状態',
    balanceChange: '残高の変動',
    fees: '手数料',
  },
};
