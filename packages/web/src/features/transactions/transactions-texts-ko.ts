import type { Translations } from '../../shared/i18n/translations.js';
import type { transactionsTextsEn } from './transactions-texts-en.js';

export const transactionsTextsKo: Translations<typeof transactionsTextsEn> = {
  title: '트랜잭션',
  stats: {
    label: '트랜잭션 통계',
    total: '전체 트랜잭션',
    last24h: '24시간 트랜잭션',
    last1h: '1시간 트랜잭션',
    tps: '초당 트랜잭션',
  },
  chart: { title: '트랜잭션' },
  filters: {
    block: '블록',
    blockPlaceholder: '블록의 루트 해시',
    include: '계정',
    exclude: '제외할 계정',
    types: '트랜잭션 유형',
    time: '시간',
    balanceChange: '잔액 변동',
  },
  types: {
    Ordinary: '일반',
    Storage: '스토리지',
    TickTock: '틱톡',
    SplitPrepare: '분할 준비',
    SplitInstall: '분할 설치',
    MergePrepare: '병합 준비',
    MergeInstall: '병합 설치',
  },
  table: {
    caption: '최근 트랜잭션',
    hash: '해시',
    time: '시간',
    account: '계정',
    type: '유형',
    status: '상태',
    balanceChange: '잔액 변동',
    fees: '수수료',
  },
};
