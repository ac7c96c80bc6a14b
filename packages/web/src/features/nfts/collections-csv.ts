import type { NftCollection } from '@tvmscan/api/nft-contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { standardsText } from './nft-standards.js';

/** The collections export's name (spec 001 §9). */
export const COLLECTIONS_CSV_FILE = 'collections.csv';

/** The collections table's rows: counts and supplies exact, the time the collection was first met in milliseconds (like the token exports). */
export const COLLECTIONS_CSV_COLUMNS: CsvColumn<NftCollection>[] = [
  { header: 'Address', value: (collection) => collection.address },
  { header: 'Name', value: (collection) => collection.name, freeText: true },
  { header: 'Standards', value: (collection) => standardsText(collection.standards) },
  { header: 'Owner', value: (collection) => collection.ownerAddress },
  { header: 'Items', value: (collection) => collection.itemsCount },
  { header: 'Total supply', value: (collection) => collection.totalSupply },
  { header: 'Total minted', value: (collection) => collection.totalMinted },
  { header: 'Created', value: (collection) => collection.createdAt * 1000 },
];
