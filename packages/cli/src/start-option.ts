import { UsageError } from './usage-error.js';

/** `--from SEQNO`: the masterchain block an empty index starts at. */
export function parseFrom(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const seqno = Number(text);
  if (!Number.isInteger(seqno) || seqno < 1 || seqno > 0xffffffff) {
    throw new UsageError(`--from must be a masterchain block number (1 or more), not '${text}'`);
  }
  return seqno;
}
