import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { decodeBytes, REQUESTED_KINDS, toJsonText, TvmError, type RequestedKind, type UnreadableBlock } from '@tvmscan/tvm';
import { UsageError } from '../usage-error.js';
import { summaryLine, type ReadableItem } from '../decode-summary.js';

const HELP = `Usage: tvmscan decode [--json] [--kind KIND] FILE...

Prints what each file holds: BOCs (plain or zstd-compressed), node .pack archives and Tycho archives.
An archive block that does not decode is reported with its id on stderr, and the blocks after it are still read.
  --json        one JSON object per line (each with "file"; archive blocks also with "entry")
  --kind KIND   read every file as KIND instead of detecting it: ${REQUESTED_KINDS.join(', ')}
  -h, --help    this text`;

/** `tvmscan decode`: exit 0 when every file decoded, 1 when any (or any block of an archive) could not be read or decoded. */
export async function decodeCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseDecodeArgs(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('name at least one FILE to decode (see --help)');
  const kind = parseKind(values.kind);
  let failures = 0;
  for (const file of positionals) {
    if (!(await decodeFile(file, kind, values.json === true))) failures++;
  }
  return failures === 0 ? 0 : 1;
}

function parseDecodeArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, kind: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}

function parseKind(kind: string | undefined): RequestedKind | undefined {
  if (kind === undefined) return undefined;
  if (!(REQUESTED_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${REQUESTED_KINDS.join(', ')}; got '${kind}'`);
  }
  return kind as RequestedKind;
}

async function decodeFile(file: string, kind: RequestedKind | undefined, json: boolean): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    console.error(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    return false;
  }
  try {
    let allRead = true;
    for (const item of decodeBytes(bytes, kind)) {
      if (item.kind === 'unreadable') {
        console.error(`${file}: ${unreadableLine(item.value)}`);
        allRead = false;
      } else {
        console.log(json ? jsonLine(file, item) : `${file}: ${summaryLine(item)}`);
      }
    }
    return allRead;
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    console.error(`${file}: not a readable ${kind ?? 'BOC or archive'}: ${error.message}`);
    return false;
  }
}

function unreadableLine(block: UnreadableBlock): string {
  return `block ${block.workchain}:${block.shard}:${block.seqno} root ${block.rootHash} does not decode (${block.code}): ${block.error}; skipped it`;
}

function jsonLine(file: string, item: ReadableItem): string {
  const head = item.entry === undefined ? { file, kind: item.kind } : { file, entry: item.entry, kind: item.kind };
  return toJsonText({ ...head, ...item.value });
}
