import type { NftItem } from '@tvmscan/api/nft-contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';

export const ITEMS_CSV_FILE = 'items.csv';

/** The items tab's rows: ids exact as 256-bit decimals. */
export const ITEMS_CSV_COLUMNS: CsvColumn<NftItem>[] = [
  { header: 'Address', value: (item) => item.address },
  { header: 'ID', value: (item) => item.id },
  { header: 'Name', value: (item) => item.name, freeText: true },
  { header: 'Collection', value: (item) => item.collectionAddress },
  { header: 'Owner', value: (item) => item.ownerAddress },
  { header: 'Manager', value: (item) => item.managerAddress },
];
