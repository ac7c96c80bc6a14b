import { JETTON_OPCODES } from '@tvmscan/contracts/standards';
import { Builder, storeMsgAddress, type Cell } from '@tvmscan/tvm';
import { checkedUint } from '../shared/uint-argument.js';
import { addrStdOf, type RawAddress } from '../shared/raw-address.js';

/** The standard minter's `mint` operation (not part of TEP-74, which leaves minting to each minter). */
export const JETTON_MINT_OP = 21;

export interface JettonMintArgs {
  /** The owner whose jetton wallet receives the tokens (deployed by the mint when it does not exist). */
  recipient: RawAddress;
  amount: bigint;
  /** Value the minter forwards to the recipient's wallet; what the wallet does not keep goes on to `responseAddress`. */
  walletValue: bigint;
  responseAddress: RawAddress;
  queryId: bigint;
}

export interface JettonTransferArgs {
  amount: bigint;
  /** The owner receiving the tokens (not its jetton wallet). */
  destination: RawAddress;
  responseDestination: RawAddress;
  /** Value sent on to the destination owner with a `transfer_notification`; zero sends none. */
  forwardTonAmount: bigint;
  queryId: bigint;
}

export interface JettonBurnArgs {
  amount: bigint;
  responseDestination: RawAddress;
  queryId: bigint;
}

/** `mint`, admin to minter: the minter sends the enclosed `internal_transfer` to the recipient's wallet. */
export function jettonMintBody(args: JettonMintArgs): Cell {
  const transfer = opHeader(JETTON_OPCODES.internalTransfer, args.queryId).storeCoins(checkedUint(args.amount, 120, 'the jetton amount'));
  storeMsgAddress(transfer, { kind: 'none' });
  storeMsgAddress(transfer, addrStdOf(args.responseAddress, 'the response address'));
  transfer.storeCoins(0n).storeBit(0);
  const b = opHeader(JETTON_MINT_OP, args.queryId);
  storeMsgAddress(b, addrStdOf(args.recipient, 'the mint recipient'));
  return b
    .storeCoins(checkedUint(args.walletValue, 120, 'the wallet value'))
    .storeRef(transfer.endCell())
    .endCell();
}

/** TEP-74 `transfer`, owner to its jetton wallet; no custom payload, an empty forward payload. */
export function jettonTransferBody(args: JettonTransferArgs): Cell {
  const b = opHeader(JETTON_OPCODES.transfer, args.queryId).storeCoins(checkedUint(args.amount, 120, 'the jetton amount'));
  storeMsgAddress(b, addrStdOf(args.destination, 'the transfer destination'));
  storeMsgAddress(b, addrStdOf(args.responseDestination, 'the response destination'));
  return b
    .storeBit(0)
    .storeCoins(checkedUint(args.forwardTonAmount, 120, 'the forward TON amount'))
    .storeBit(0)
    .endCell();
}

/** TEP-74 `burn`, owner to its jetton wallet; no custom payload. */
export function jettonBurnBody(args: JettonBurnArgs): Cell {
  const b = opHeader(JETTON_OPCODES.burn, args.queryId).storeCoins(checkedUint(args.amount, 120, 'the jetton amount'));
  storeMsgAddress(b, addrStdOf(args.responseDestination, 'the response destination'));
  return b.storeBit(0).endCell();
}

function opHeader(op: number, queryId: bigint): Builder {
  return new Builder().storeUint(op, 32).storeUint(checkedUint(queryId, 64, 'the query id'), 64);
}
