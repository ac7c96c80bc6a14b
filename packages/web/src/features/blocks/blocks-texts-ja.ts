import type { Translations } from '../../shared/i18n/translations.js';
import type { blocksTextsEn } from './blocks-texts-en.js';

export const blocksTextsJa: Translations<typeof blocksTextsEn> = {
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
};
