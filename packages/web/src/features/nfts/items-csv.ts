import type { MultiTokenWallet, NftItem } from '@tvmscan/api/contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';

export const ITEMS_CSV_FILE = 'items.csv';
export const MULTI_TOKENS_CSV_FILE = 'multi-tokens.csv';

/** The items tab's rows: ids exact as 256-bit decimals. */
export const ITEMS_CSV_COLUMNS: CsvColumn<NftItem>[] = [
  { header: 'Address', value: (item) => item.address },
  { header: 'ID', value: (item) => item.id },
  { header: 'Name', value: (item) => item.name, freeText: true },
  { header: 'Collection', value: (item) => item.collectionAddress },
  { header: 'Owner', value: (item) => item.ownerAddress },
  { header: 'Manager', value: (item) => item.managerAddress },
];

/** The multi tab's rows: one multi-token wallet each, its balance exact. */
export const MULTI_TOKENS_CSV_COLUMNS: CsvColumn<MultiTokenWallet>[] = [
  { header: 'Wallet address', value: (wallet) => wallet.address },
  { header: 'Token address', value: (wallet) => wallet.nftAddress },
  { header: 'ID', value: (wallet) => wallet.id },
  { header: 'Name', value: (wallet) => wallet.name, freeText: true },
  { header: 'Collection', value: (wallet) => wallet.collectionAddress },
  { header: 'Owner', value: (wallet) => wallet.ownerAddress },
  { header: 'Balance', value: (wallet) => wallet.balance },
];
