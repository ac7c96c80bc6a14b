import { paths } from '../../shared/routes/paths.js';

export const NAV_ITEMS = [
  { key: 'blocks', path: paths.blocks },
  { key: 'transactions', path: paths.transactions },
  { key: 'messages', path: paths.messages },
  { key: 'accounts', path: paths.accounts },
  { key: 'validators', path: paths.validators },
  { key: 'config', path: paths.config },
] as const;
