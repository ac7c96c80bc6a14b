import { closeSync, openSync, writeSync } from 'node:fs';
import { shardHex } from '../chain/shard-layout.js';
import type { ShardIdent } from '@tvmscan/tvm';

const PACKAGE_MAGIC = 0xae8fdd01;
const ENTRY_MAGIC = 0x1e8b;

/** Writes a node archive package (.pack): the magic, then `block_(wc,shard,seqno):ROOTHASH:FILEHASH` entries. */
export class PackWriter {
  private readonly fd: number;

  constructor(file: string) {
    this.fd = openSync(file, 'w');
    const magic = Buffer.alloc(4);
    magic.writeUInt32LE(PACKAGE_MAGIC);
    writeSync(this.fd, magic);
  }

  addBlock(shard: ShardIdent, seqno: number, rootHash: string, fileHash: string, boc: Uint8Array): void {
    const name = Buffer.from(`block_(${shard.workchain},${shardHex(shard.shard)},${seqno}):${rootHash.toUpperCase()}:${fileHash.toUpperCase()}`);
    const header = Buffer.alloc(8);
    header.writeUInt16LE(ENTRY_MAGIC, 0);
    header.writeUInt16LE(name.length, 2);
    header.writeUInt32LE(boc.length, 4);
    writeSync(this.fd, Buffer.concat([header, name, boc]));
  }

  close(): void {
    closeSync(this.fd);
  }
}
