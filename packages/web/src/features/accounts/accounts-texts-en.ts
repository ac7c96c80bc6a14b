export const accountsTextsEn = {
  title: 'Accounts',
  stats: {
    label: 'Account statistics',
    new24h: 'New in 24 h',
    active24h: 'Active in 24 h',
    active1h: 'Active in 1 h',
  },
  chart: {
    title: 'Accounts',
    types: { new: 'New', total: 'Total', active: 'Active' },
  },
  filters: {
    balance: 'Balance',
    created: 'Created',
    orderBy: 'Order by',
    order: 'Order',
  },
  orderBy: { balance: 'Balance', createdAt: 'Creation time', updatedAt: 'Update time' },
  order: { DESC: 'Descending', ASC: 'Ascending' },
  table: {
    caption: 'Accounts',
    address: 'Address',
    balance: 'Balance',
    state: 'State',
    created: 'Created',
    updated: 'Updated',
  },
};
