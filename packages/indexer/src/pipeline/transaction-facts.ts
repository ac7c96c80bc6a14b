import type { AccountStatus, MessageType } from '@tvmscan/tvm';
import type { MultiTokenChainEvent, NftChainEvent, NftIndexDeploy, TokenDeployInit, TokenOperation } from '@tvmscan/contracts/operations';

/** The values of a decoded transaction that the account ledger and the statistics read (plain data, cheap to pass between threads). */
export interface TransactionFacts {
  readonly hash: string;
  readonly workchain: number;
  readonly account: string;
  readonly lt: bigint;
  /** The logical time of the account's previous transaction: the `last_trans_lt` of its state before this one. */
  readonly prevTransLt: bigint;
  readonly now: number;
  readonly balanceChange: bigint;
  readonly origStatus: AccountStatus;
  readonly endStatus: AccountStatus;
  /** The out-message count of the transaction header. */
  readonly outMsgCount: number;
  /** The code hash of the state init the inbound message carries, if it carries code. */
  readonly inMessageCodeHash: string | null;
  readonly inMessage: { readonly messageType: MessageType; readonly src: string | null; readonly value: bigint | null } | null;
  /** Whether the inbound message is one the collator created (no transaction did), so that it is counted when consumed. */
  readonly inMessageByCollator: boolean;
  /** The token operations the transaction performs (null when none, or when tokens are not derived). */
  readonly tokenOperations: TokenOperation[] | null;
  /** What the StateInit a deploying transaction's inbound message carries says of a token contract (null otherwise). */
  readonly tokenDeployInit: TokenDeployInit | null;
  /** The NFT events the transaction emits (null when none, or when tokens are not derived). */
  readonly nftEvents: NftChainEvent[] | null;
  /** The account after its last transaction of a block, where the block's state update holds it and it is read (`withStatesAfter`). */
  readonly stateAfter?: AccountStateAfter;
  /** The TIP-4.3 Index or IndexBasis the transaction deploys (null otherwise, or when tokens are not derived). */
  readonly nftIndexDeploy: NftIndexDeploy | null;
  /** The standard-6 multi-token events the transaction emits (null when none, or when tokens are not derived). */
  readonly multiTokenEvents: MultiTokenChainEvent[] | null;
}

/** An account as the new state of a block's state update holds it, after its last transaction of the block. */
export interface AccountStateAfter {
  readonly balance: bigint;
  readonly codeHash: string | null;
}
