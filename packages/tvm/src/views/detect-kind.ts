import type { Cell } from '../cell/cell.js';
import { CellType } from '../cell/cell-type.js';
import { readUintBits } from '../cell/bits.js';
import { CellError, TvmError } from '../errors.js';
import { decodeAccount, decodeAccountStuff, encodeAccount, encodeAccountStuff, type Account } from '../models/account/account.js';
import { decodeConfigParams, encodeConfigParams } from '../models/config/config-params.js';
import { decodeMessage, encodeMessage } from '../models/message/message.js';
import { decodeTransaction, encodeTransaction } from '../models/transaction/transaction.js';

export type BocKind = 'block' | 'proof' | 'state' | 'transaction' | 'message' | 'account' | 'config' | 'cell';

const BLOCK_TAGS = new Set([0x11ef55aa, 0x11ef55bb, 0x31ef55bb]);
const STATE_TAGS = new Set([0x9023afe2, 0x9023aeee, 0x5f327da5]);
const BLOCK_PROOF_TAG = 0xc3;

/** Kinds without a distinctive tag, tried in this order; a kind fits when it decodes and re-encodes to the same cell. */
const ROUND_TRIP_CANDIDATES: { kind: BocKind; fits: (cell: Cell) => boolean }[] = [
  { kind: 'transaction', fits: (cell) => encodeTransaction(decodeTransaction(cell)).equals(cell) },
  { kind: 'message', fits: (cell) => encodeMessage(decodeMessage(cell)).equals(cell) },
  { kind: 'account', fits: (cell) => encodeAccount(decodeAccount(cell)).equals(cell) },
  { kind: 'account', fits: (cell) => encodeAccountStuff(decodeAccountStuff(cell)).equals(cell) },
  { kind: 'config', fits: (cell) => encodeConfigParams(decodeConfigParams(cell)).equals(cell) },
];

/**
 * What a root cell holds: by its tag where the type has one, else the first type that reads it
 * exactly. A Merkle proof is judged by the cell it proves. Anything else is a plain `cell`.
 */
export function detectKind(root: Cell): BocKind {
  const cell = provedCell(root);
  if (cell.type !== CellType.Ordinary) return 'cell';
  if (cell.bitLength >= 32) {
    const tag = readUintBits(cell.data, 0, 32);
    if (BLOCK_TAGS.has(tag)) return 'block';
    if (STATE_TAGS.has(tag)) return 'state';
  }
  if (cell.bitLength >= 8 && readUintBits(cell.data, 0, 8) === BLOCK_PROOF_TAG) return 'proof';
  return ROUND_TRIP_CANDIDATES.find(({ fits }) => fitsQuietly(fits, cell))?.kind ?? 'cell';
}

/** The cell a Merkle proof proves (its one reference), or `root` itself when it is no Merkle proof. */
export function provedCell(root: Cell): Cell {
  if (root.type !== CellType.MerkleProof) return root;
  const [proved] = root.refs;
  if (proved === undefined) throw new CellError('bad-exotic', 'a Merkle proof has no cell it proves');
  return proved;
}

/** An account cell in either form: tagged (`account$1` or `account_none$0`), or the bare body nodes return. */
export function decodeAnyAccount(cell: Cell): Account | null {
  try {
    return decodeAccount(cell);
  } catch (error) {
    if (error instanceof TvmError) return decodeAccountStuff(cell);
    throw error;
  }
}

function fitsQuietly(fits: (cell: Cell) => boolean, cell: Cell): boolean {
  try {
    return fits(cell);
  } catch (error) {
    if (error instanceof TvmError) return false;
    throw error;
  }
}
