import type { Translations } from '../../shared/i18n/translations.js';
import type { blocksTextsEn } from './blocks-texts-en.js';

export const blocksTextsId: Translations<typeof blocksTextsEn> = {
  title: 'Blok',
  stats: {
    label: 'Statistik blok',
    averageBlockTime: 'Waktu blok rata-rata',
    seconds: '{{value}} dtk',
    shards: 'Shard workchain',
  },
  showEmpty: 'Tampilkan blok kosong',
  table: {
    caption: 'Blok terbaru',
    seqno: 'Seqno',
    shard: 'Workchain:shard',
    time: 'Waktu',
    transactions: 'Transaksi',
    rootHash: 'Hash akar',
  },
};
