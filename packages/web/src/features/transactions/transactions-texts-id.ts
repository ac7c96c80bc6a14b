import type { Translations } from '../../shared/i18n/translations.js';
import type { transactionsTextsEn } from './transactions-texts-en.js';

export const transactionsTextsId: Translations<typeof transactionsTextsEn> = {
  title: 'Transaksi',
  stats: {
    label: 'Statistik transaksi',
    total: 'Total transaksi',
    last24h: 'Transaksi dalam 24 jam',
    last1h: 'Transaksi dalam 1 jam',
    tps: 'Transaksi per detik',
  },
  chart: { title: 'Transaksi' },
  filters: {
    block: 'Blok',
    blockPlaceholder: 'Hash akar blok',
    include: 'Akun',
    exclude: 'Akun yang dikecualikan',
    types: 'Jenis transaksi',
    time: 'Waktu',
    balanceChange: 'Perubahan saldo',
  },
  types: {
    Ordinary: 'Biasa',
    Storage: 'Penyimpanan',
    TickTock: 'Tick-tock',
    SplitPrepare: 'Persiapan pemisahan',
    SplitInstall: 'Pemasangan pemisahan',
    MergePrepare: 'Persiapan penggabungan',
    MergeInstall: 'Pemasangan penggabungan',
  },
  table: {
    caption: 'Transaksi terbaru',
    hash: 'Hash',
    time: 'Waktu',
    account: 'Akun',
    type: 'Jenis',
    status: 'Status',
    balanceChange: 'Perubahan saldo',
    fees: 'Biaya',
  },
};
