import { open, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { detectArchive, hasBocMagic, isZstd } from '@tvmscan/tvm';
import {
  ArchiveBlockSource,
  ArchiveSourceError,
  decodeZerostates,
  expandArchivePaths,
  importDecodedZerostates,
  runIndexer,
  type StateImportSummary,
} from '@tvmscan/indexer';
import { databaseOptionsFromEnv, readCheckpoint } from '@tvmscan/store';
import { openStateSource, STATE_SOURCES } from '../chain-sources.js';
import { lockDataFolders } from '../data-folder-locks.js';
import { withDatabaseWriter } from '../database-writer-lock.js';
import { MIN_FREE_SPACE_FLAG_OPTIONS, MIN_FREE_SPACE_HELP, parseMinFreeSpace } from '../disk-room.js';
import { interruptSignal, openIndex } from '../open-index.js';
import { ProgressBar } from '../progress-bar.js';
import { parseFrom } from '../start-option.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: tvmscan import [options] FILE|DIR...

Backfills the index from files: zerostates (shard-state BOCs: their accounts, balances, full account states,
config, and the elections their elector holds) and block archives (.pack and Tycho archives, files or folders,
in any order). Interrupted imports resume where they stopped. Every file is read and checked before anything is
written: a missing, unknown or damaged file, or a folder holding no file, stops the import with the file named.
The index is PostgreSQL when DATABASE_URL is set, else the embedded database in DIR.
  --data DIR               the data folder (default: $TVMSCAN_DATA or ./data)
  --group N                masterchain blocks written per database transaction (default 200)
  --from SEQNO             start an empty index at this masterchain block instead of the archives' first; the
                           index starts where the archives (or --from) start: history before it is not indexed
                           and later imports cannot add it (backfilling earlier history is not supported yet)
  --state ${STATE_SOURCES.join('|')}  where full account states come from for accounts the archives meet mid-chain,
                           and where the elector's elections are read (its get-methods run on them)
  --state-endpoint URL     the JRPC or GraphQL endpoint of --state
  --state-file PATH        a shard-state BOC for --state files (repeatable)
  --no-tokens              do not derive the token tables (roots, wallets, token transactions, token stats)
  --no-actions             do not derive the traces nor the actions of the transactions
${MIN_FREE_SPACE_HELP}
                         (the import then exits with status 1, naming the last masterchain block imported; run it
                         again once there is space and it resumes from there)
  -h, --help               this text`;

export async function importCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseImportArgs(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('name at least one archive, zerostate or folder to import (see --help)');
  const groupBatches = parseGroup(values.group);
  const from = parseFrom(values.from);
  const minFreeBytes = parseMinFreeSpace(values['min-free-space']);
  const files = await expandArchivePaths(positionals).catch((error: unknown) => {
    throw error instanceof ArchiveSourceError ? new UsageError(error.message) : error;
  });
  const { states, archives } = await classifyFiles(files);
  // Every file is read and checked before the index is opened: a bad argument must leave nothing written.
  const zerostates = decodeZerostates(await Promise.all(states.map(async (file) => ({ name: file, bytes: await readFile(file) }))));
  const source = archives.length === 0 ? null : await ArchiveBlockSource.open(archives);
  const stateSource = await openStateSource(values.state, values['state-endpoint'], values['state-file'] ?? []);
  const releaseFolders = lockDataFolders({ database: databaseOptionsFromEnv(values.data) });
  return withDatabaseWriter(databaseOptionsFromEnv(values.data), 'import', async () => {
    const database = await openIndex(values.data);
    try {
      const signal = interruptSignal();
      if (zerostates.length > 0) {
        const summary = await importDecodedZerostates(database, zerostates, 'import');
        console.error(zerostatesLine(summary));
      }
      if (source === null) return 0;
      const start = (await readCheckpoint(database.db))?.mcSeqno ?? (from ?? source.masterchainRange?.first ?? 1) - 1;
      const bar = new ProgressBar('masterchain', source.countAfter(start));
      bar.update(0, 0, 0);
      const result = await runIndexer({
        database,
        source,
        sourceName: 'archive',
        follow: false,
        signal,
        groupBatches,
        minFreeBytes,
        ...(from === undefined ? {} : { from }),
        tokens: values['no-tokens'] !== true,
        actions: values['no-actions'] !== true,
        ...(stateSource ? { stateSource } : {}),
        onProgress: (progress) => bar.update(progress.batches, progress.blocks, progress.transactions),
        onElectionsUnavailable: (reason) => bar.note(reason),
      });
      bar.finish();
      console.error(`indexed up to masterchain block #${result.mcSeqno} in ${database.location}`);
      return 0;
    } finally {
      await database.close();
      await stateSource?.close?.();
      releaseFolders();
    }
  });
}

function zerostatesLine(summary: StateImportSummary): string {
  if (!summary.imported) return 'zerostates: already imported';
  const { rows, unavailable } = summary.elections;
  const elections = unavailable === null ? `${rows.length} elections read from the elector` : `elections not read: ${unavailable}`;
  return `zerostates: ${summary.accounts} accounts imported, ${elections}`;
}

/** Shard-state BOCs (zerostates) and archives, told apart by their leading magic; any other file is refused. */
async function classifyFiles(files: readonly string[]): Promise<{ states: string[]; archives: string[] }> {
  const states: string[] = [];
  const archives: string[] = [];
  for (const file of files) {
    const head = await readHead(file);
    if (hasBocMagic(head)) states.push(file);
    // Only the magic is known here: zstd data is read as a Tycho archive, and said so if it is not one.
    else if (detectArchive(head) !== null || isZstd(head)) archives.push(file);
    else throw new UsageError(`${file}: neither a zerostate (shard-state BOC) nor a block archive (.pack or Tycho)`);
  }
  return { states, archives };
}

async function readHead(file: string): Promise<Uint8Array> {
  const head = new Uint8Array(4);
  try {
    const handle = await open(file, 'r');
    await handle.read(head, 0, 4, 0).finally(() => handle.close());
  } catch (error) {
    throw new UsageError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return head;
}

function parseGroup(text: string | undefined): number {
  if (text === undefined) return 200;
  const group = Number(text);
  if (!Number.isInteger(group) || group < 1) throw new UsageError(`--group must be a positive whole number, not '${text}'`);
  return group;
}

function parseImportArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        data: { type: 'string' },
        group: { type: 'string' },
        from: { type: 'string' },
        state: { type: 'string' },
        'state-endpoint': { type: 'string' },
        'state-file': { type: 'string', multiple: true },
        'no-tokens': { type: 'boolean' },
        'no-actions': { type: 'boolean' },
        ...MIN_FREE_SPACE_FLAG_OPTIONS,
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}
