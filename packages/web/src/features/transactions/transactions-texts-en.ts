import type { TransactionType } from '@tvmscan/api/contract';

export const transactionsTextsEn = {
  title: 'Transactions',
  stats: {
    label: 'Transaction statistics',
    total: 'Transactions in total',
    last24h: 'Transactions in 24 h',
    last1h: 'Transactions in 1 h',
    tps: 'Transactions per second',
  },
  chart: { title: 'Transactions' },
  filters: {
    block: 'Block',
    blockPlaceholder: 'Root hash of the block',
    include: 'Accounts',
    exclude: 'Excluded accounts',
    types: 'Transaction types',
    time: 'Time',
    balanceChange: 'Balance change',
  },
  types: {
    Ordinary: 'Ordinary',
    Storage: 'Storage',
    TickTock: 'Tick-tock',
    SplitPrepare: 'Split prepare',
    SplitInstall: 'Split install',
    MergePrepare: 'Merge prepare',
    MergeInstall: 'Merge install',
  } satisfies Record<TransactionType, string>,
  table: {
    caption: 'Latest transactions',
    hash: 'Hash',
    time: 'Time',
    account: 'Account',
    type: 'Type',
    status: 'Status',
    balanceChange: 'Balance change',
    fees: 'Fees',
  },
};
