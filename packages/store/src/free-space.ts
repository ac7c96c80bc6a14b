import { statfsSync } from 'node:fs';

export const MIB = 1024 * 1024;

/**
 * Below this much free space a failure of the embedded database is taken for a full disk: PostgreSQL writes its WAL
 * in 16 MiB segments, and a segment it cannot create is a PANIC.
 */
export const LOW_SPACE_BYTES = 32 * MIB;

/** The free space at `folder` when it is low (see LOW_SPACE_BYTES); undefined when there is room or it cannot be read. */
export function lowSpaceAt(folder: string): number | undefined {
  try {
    const free = freeBytesAt(folder);
    return free < LOW_SPACE_BYTES ? free : undefined;
  } catch {
    return undefined;
  }
}

/** Bytes an unprivileged process may still write on the file system holding `folder`. */
export function freeBytesAt(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}

/** Whole mebibytes, rounded down, for messages. */
export function mebibytes(bytes: number): string {
  return `${Math.floor(bytes / MIB)} MiB`;
}
