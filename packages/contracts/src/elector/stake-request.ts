import { Builder, Slice, type Cell } from '@tvmscan/tvm';
import { ContractsError } from '../errors.js';
import { ELECTOR_OPCODES } from './elector-opcodes.js';

/** The tag the elector puts before the fields a validator signs: 'ePLt'. */
const STAKE_SIGNATURE_TAG = 0x654c5074;
const SIGNATURE_BYTES = 64;
const HEX_256 = /^[0-9a-f]{64}$/;

/** What a validator asks of the elector with its stake, besides the coins the message carries. */
export interface StakeApplication {
  /** The election the stake is for: its id, the time its set is to start validating (`elect_at`). */
  readonly electionId: number;
  /** The largest ratio of its effective stake to the smallest elected one it accepts, 16.16 fixed point (65536 is 1). */
  readonly maxFactor: number;
  /** The validator's ADNL address, 64 hex digits. */
  readonly adnlAddress: string;
}

/** A `new_stake` request as the elector reads it. */
export interface StakeRequest extends StakeApplication {
  readonly queryId: bigint;
  /** The validator's Ed25519 public key, 64 hex digits. */
  readonly validatorKey: string;
  /** 64 bytes: the validator key's signature of `stakeSigningData`. */
  readonly signature: Uint8Array;
}

/**
 * The bytes the validator key signs: the tag, the election id, the max factor, the staking wallet's account id (it
 * must send the stake from the masterchain) and the ADNL address. The elector checks the signature over exactly these
 * 76 bytes (with `check_data_signature`); on a network whose config binds signatures to its global id, the signer puts
 * that id in front, as the VM does when it checks.
 */
export function stakeSigningData(application: StakeApplication, walletAccountId: string): Uint8Array {
  const data = new Builder()
    .storeUint(STAKE_SIGNATURE_TAG, 32)
    .storeUint(uint32(application.electionId, 'the election id'), 32)
    .storeUint(uint32(application.maxFactor, 'the max factor'), 32)
    .storeUint(hex256(walletAccountId, 'the wallet account id'), 256)
    .storeUint(hex256(application.adnlAddress, 'the ADNL address'), 256)
    .endCell();
  return data.data.slice(0, data.bitLength / 8);
}

/** The body of a validator wallet's stake message: `new_stake query_id validator_pubkey stake_at max_factor adnl_addr ^signature`. */
export function encodeStakeRequest(request: StakeRequest): Cell {
  if (request.signature.length !== SIGNATURE_BYTES) throw new ContractsError('bad-argument', `a stake signature has ${SIGNATURE_BYTES} bytes`);
  return new Builder()
    .storeUint(ELECTOR_OPCODES.newStake, 32)
    .storeUint(request.queryId, 64)
    .storeUint(hex256(request.validatorKey, 'the validator key'), 256)
    .storeUint(uint32(request.electionId, 'the election id'), 32)
    .storeUint(uint32(request.maxFactor, 'the max factor'), 32)
    .storeUint(hex256(request.adnlAddress, 'the ADNL address'), 256)
    .storeRef(new Builder().storeBytes(request.signature).endCell())
    .endCell();
}

/** A stake request read from a message body; null when the body is not one. */
export function decodeStakeRequest(body: Cell): StakeRequest | null {
  const s = new Slice(body);
  if (s.remainingBits < 32 + 64 + 256 + 32 + 32 + 256 || s.remainingRefs < 1 || s.loadUint(32) !== ELECTOR_OPCODES.newStake) return null;
  const queryId = s.loadUintBig(64);
  const validatorKey = hex(s.loadUintBig(256));
  const electionId = s.loadUint(32);
  const maxFactor = s.loadUint(32);
  const adnlAddress = hex(s.loadUintBig(256));
  const signatureCell = new Slice(s.loadRef());
  if (signatureCell.remainingBits < SIGNATURE_BYTES * 8) return null;
  return { queryId, validatorKey, electionId, maxFactor, adnlAddress, signature: signatureCell.loadBytes(SIGNATURE_BYTES) };
}

/** The body of a wallet's request for its credit: `recover_stake query_id`. */
export function encodeRecoverStakeRequest(queryId: bigint): Cell {
  return new Builder().storeUint(ELECTOR_OPCODES.recoverStake, 32).storeUint(queryId, 64).endCell();
}

/** The op and query id a body of the elector's exchanges starts with; null when it is shorter. */
export function electorBodyHead(body: Cell): { op: number; queryId: bigint } | null {
  const s = new Slice(body);
  if (s.remainingBits < 32 + 64) return null;
  return { op: s.loadUint(32), queryId: s.loadUintBig(64) };
}

function hex(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}

function hex256(value: string, what: string): bigint {
  if (!HEX_256.test(value)) throw new ContractsError('bad-argument', `${what} must be 64 lowercase hex digits, got '${value}'`);
  return BigInt(`0x${value}`);
}

function uint32(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 0xffff_ffff)
    throw new ContractsError('bad-argument', `${what} must be a 32-bit unsigned integer`);
  return value;
}
