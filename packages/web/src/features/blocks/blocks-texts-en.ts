export const blocksTextsEn = {
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
