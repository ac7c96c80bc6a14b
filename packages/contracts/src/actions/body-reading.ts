import { bytesToHex, Slice, TvmError, type Cell, type MessageType } from '@tvmscan/tvm';
import { BOUNCED_PREFIX } from '../abi/abi-body-reader.js';
import { readWalletCall, type WalletCallArguments } from '../wallets/wallet-call.js';
import { readTokenTransferCall, type TokenTransferCall } from './token-call.js';

/**
 * What a message body is, as far as its leading bits tell without an ABI:
 * - `empty`: no bits, no references;
 * - `comment`: 32 zero bits, then UTF-8 text (in the cell and its chain of first references);
 * - `call`: an internal body's leading 32 bits (an ABI function id, or a TL-B operation code), and the tokens it
 *   asks a token wallet to send when it is a TIP-3 or TEP-74 transfer;
 * - `signed`: an external body laid out as an ABI 2.x call with the headers pubkey, time and expire (the wallets'),
 *   with the function id at its place, the public key it carries and, for a wallet's transfer or confirmation, what
 *   it asks; whether it is such a call is for the receiving contract's code to say;
 * - `bounced`: a bounced message's body, 0xffffffff and the id of the call that bounced (null when cut short);
 * - `other`: anything else (too short, text that is no UTF-8).
 */
export type BodyReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'call'; readonly functionId: number; readonly tokenTransfer: TokenTransferCall | null }
  | { readonly kind: 'signed'; readonly functionId: number; readonly publicKey: string | null; readonly walletCall: WalletCallArguments | null }
  | { readonly kind: 'bounced'; readonly functionId: number | null }
  | { readonly kind: 'other' };

const EMPTY: BodyReading = { kind: 'empty' };
const OTHER: BodyReading = { kind: 'other' };
const SIGNATURE_BITS = 512;
const PUBKEY_BITS = 256;
const TIME_BITS = 64;
const EXPIRE_BITS = 32;

export function readBody(body: Cell, type: MessageType, bounced: boolean): BodyReading {
  if (body.bitLength === 0 && body.refs.length === 0) return EMPTY;
  try {
    if (bounced) return bouncedBody(body);
    if (type === 'ExternalIn') return signedCall(body);
    return internalBody(body);
  } catch (error) {
    if (error instanceof TvmError) return OTHER;
    throw error;
  }
}

function bouncedBody(body: Cell): BodyReading {
  const slice = new Slice(body);
  if (slice.remainingBits < 32 || slice.loadUint(32) !== BOUNCED_PREFIX) return OTHER;
  return { kind: 'bounced', functionId: slice.remainingBits >= 32 ? slice.loadUint(32) : null };
}

function internalBody(body: Cell): BodyReading {
  const slice = new Slice(body);
  if (slice.remainingBits < 32) return OTHER;
  const functionId = slice.loadUint(32);
  if (functionId !== 0) return { kind: 'call', functionId, tokenTransfer: readTokenTransferCall(body, functionId) };
  const text = commentText(slice);
  return text === null ? OTHER : { kind: 'comment', text };
}

/** Maybe(signature) Maybe(pubkey) time expire function_id, as ABI 2.x lays out a call to a wallet. */
function signedCall(body: Cell): BodyReading {
  const slice = new Slice(body);
  if (slice.loadBit()) slice.skip(SIGNATURE_BITS);
  const publicKey = slice.loadBit() ? bytesToHex(slice.loadBytes(PUBKEY_BITS / 8)) : null;
  slice.skip(TIME_BITS + EXPIRE_BITS);
  const functionId = slice.loadUint(32);
  return { kind: 'signed', functionId, publicKey, walletCall: readWalletCall(functionId, slice) };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a comment after its 32 zero bits: whole bytes through the chain of first references; null when not UTF-8. */
function commentText(start: Slice): string | null {
  const chunks: Uint8Array[] = [];
  let slice: Slice | null = start;
  while (slice !== null) {
    if (slice.remainingBits % 8 !== 0) return null;
    chunks.push(slice.loadBytes(slice.remainingBits / 8));
    slice = slice.remainingRefs > 0 ? new Slice(slice.loadRef()) : null;
  }
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}
