import type { Translations } from '../../shared/i18n/translations.js';
import type { blocksTextsEn } from './blocks-texts-en.js';

export const blocksTextsKo: Translations<typeof blocksTextsEn> = {
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
};
