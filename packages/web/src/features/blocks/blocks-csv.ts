import type { Block } from '@tvmscan/api/contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { formatDate } from '../../shared/format/index.js';

export const BLOCKS_CSV_FILE = 'blocks.csv';

export const blocksCsvColumns: CsvColumn<Block>[] = [
  { header: 'Seqno', value: (block) => block.seqno },
  { header: 'Workchain', value: (block) => block.workchain },
  { header: 'Shard', value: (block) => block.shard },
  { header: 'Time', value: (block) => formatDate(block.genUtime) },
  { header: 'Unix time', value: (block) => block.genUtime },
  { header: 'Transactions', value: (block) => block.transactionCount },
  { header: 'Root hash', value: (block) => block.rootHash },
  { header: 'File hash', value: (block) => block.fileHash },
];
