import type { MessageType } from '@tvmscan/api/contract';

export const messagesTextsEn = {
  title: 'Messages',
  stats: {
    label: 'Message statistics',
    total: 'Messages in total',
    last24h: 'Messages in 24 h',
    last1h: 'Messages in 1 h',
    perSecond: 'Messages per second',
  },
  chart: { title: 'Messages' },
  filters: {
    types: 'Message types',
    accounts: 'Accounts',
    source: 'Source accounts',
    sourceMode: 'Source accounts are',
    destination: 'Destination accounts',
    destinationMode: 'Destination accounts are',
    time: 'Transaction time',
    value: 'Value',
  },
  types: { Internal: 'Internal', ExternalIn: 'External in', ExternalOut: 'External out' } satisfies Record<MessageType, string>,
  table: {
    caption: 'Latest messages',
    hash: 'Hash',
    type: 'Type',
    source: 'From',
    destination: 'To',
    value: 'Value',
    time: 'Time',
    transaction: 'Transaction',
  },
};
