/** Paths of the explorer's screens (spec 000 §2), for links to screens whatever their route module. */
export const paths = {
  main: '/',
  blocks: '/blocks',
  transactions: '/transactions',
  messages: '/messages',
  accounts: '/accounts',
  validators: '/validators',
  config: '/config',
  tokenTransactions: '/tokens/transactions',
  block: (rootHash: string) => `/blocks/${rootHash}`,
  account: (address: string) => `/accounts/${address}`,
  transaction: (hash: string) => `/transactions/${hash}`,
  message: (hash: string) => `/messages/${hash}`,
  token: (rootAddress: string) => `/tokens/${rootAddress}`,
} as const;
