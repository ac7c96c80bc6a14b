// The entry of the batch-preparing worker thread: loads its TypeScript module through tsx, as bin/tvmscan.js does.
import { tsImport } from 'tsx/esm/api';

await tsImport('./batch-preparer-thread.ts', import.meta.url);
