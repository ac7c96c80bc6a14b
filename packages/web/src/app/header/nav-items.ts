import { links } from '../../shared/routes/links.js';

export const NAV_ITEMS = [
  { key: 'blocks', link: links.blocks },
  { key: 'transactions', link: links.transactions },
  { key: 'messages', link: links.messages },
  { key: 'accounts', link: links.accounts },
  { key: 'tokens', link: links.tokens },
  { key: 'tokensTransactions', link: links.tokensTransactions },
  { key: 'validators', link: links.validators },
  { key: 'config', link: links.config },
] as const;
