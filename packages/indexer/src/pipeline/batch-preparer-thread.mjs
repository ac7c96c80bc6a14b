// The entry of the batch-preparing worker thread when the indexer runs from its sources (the tests): loads the
// TypeScript module through tsx. The compiled indexer starts the thread from batch-preparer-thread.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./batch-preparer-thread.ts', import.meta.url);
