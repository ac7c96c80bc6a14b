import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  title: 'Blocks',
  stats: {
    label: 'Block statistics',
    averageBlockTime: 'Average block time',
    seconds: '{{value}} s',
    shards: 'Workchain shards',
  },
  showEmpty: 'Show empty blocks',
  table: {
    caption: 'Latest blocks',
    seqno: 'Seqno',
    shard: 'Workchain:shard',
    time: 'Time',
    transactions: 'Transactions',
    rootHash: 'Root hash',
  },
};

export const blocksTexts: AreaTexts<typeof en> = {
  en,
  ko: {
    title: '블록',
    stats: {
      label: '블록 통계',
      averageBlockTime: '평균 블록 시간',
      seconds: '{{value}}초',
      shards: '워크체인 샤드',
    },
    showEmpty: '빈 블록 표시',
    table: {
      caption: '최근 블록',
      seqno: '시퀀스 번호',
      shard: '워크체인:샤드',
      time: '시간',
      transactions: '트랜잭션',
      rootHash: '루트 해시',
    },
  },
  id: {
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
  },
  ja: {
    title: 'ブロック',
    stats: {
      label: 'ブロック統計',
      averageBlockTime: '平均ブロック時間',
      seconds: '{{value}} 秒',
      shards: 'ワークチェーンのシャード',
    },
    showEmpty: '空のブロックを表示',
    table: {
      caption: '最新のブロック',
      seqno: 'シーケンス番号',
      shard: 'ワークチェーン:シャード',
      time: '時刻',
      transactions: 'トランザクション',
      rootHash: 'ルートハッシュ',
    },
  },
};
