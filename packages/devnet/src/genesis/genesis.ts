import { createHash } from 'node:crypto';
import {
  decodeShardStateUnsplit,
  decodeStateInit,
  readBocSingle,
  writeBoc,
  type AddrStd,
  type Cell,
  type ConfigParams,
  type ShardDescr,
  type ShardIdent,
} from '@tvmscan/tvm';
import { newAccountDict } from '../chain/account-entry.js';
import type { BlockPointer } from '../chain/block-pointer.js';
import type { ChainStart } from '../chain/chain-engine.js';
import { hashShort } from '../chain/hash-short.js';
import { EMPTY_KEY_MAX_LT, shardTree } from '../chain/mc-context.js';
import { newOutQueue } from '../chain/out-queue.js';
import { MASTERCHAIN, type ShardLayout } from '../chain/shard-layout.js';
import { buildShardState } from '../chain/state-builder.js';
import { blockLayout, type BlockLayout } from '../network/block-layout.js';
import { deriveBytes } from '../derive-bytes.js';
import { lockliftAssets } from '../network/locklift-assets.js';
import type { ValidatorSchedule } from './validator-schedule.js';
import { EverWallet } from '../wallet/ever-wallet.js';
import { buildDevnetConfig } from './devnet-config.js';
import { DevnetError } from '../errors.js';
import { activeGenesisAccount } from './genesis-account.js';

const ROOT_SHARD = 0x8000_0000_0000_0000n;
const GIVER_BALANCE = 1_000_000_000_000_000_000n;
const WALLET_BALANCE = 100_000_000_000_000n;

interface GenesisInput {
  /** Whose block and state layout the zerostates are written in; Everscale's when not given. */
  blockLayout?: BlockLayout;
  seed: string;
  globalId: number;
  genesisTime: number;
  layout: ShardLayout;
  baseConfig: ConfigParams;
  validators: ValidatorSchedule;
  walletCount: number;
}

export interface Genesis {
  masterchainZerostate: Uint8Array;
  basechainZerostate: Uint8Array;
  start: ChainStart;
  config: ConfigParams;
}

/** The SE giver's address (a Solidity contract every locklift setup knows the key of), present at genesis. */
export function seGiverAddress(): AddrStd {
  const address = lockliftAssets.seGiverAccount().address;
  if (address.kind !== 'std') throw new DevnetError('bad-config', 'the shipped SE giver has no standard address');
  return address;
}

/** What the token-ownership receiver holds at genesis: enough for its storage fees for years. */
const VERIFICATION_RECEIVER_BALANCE = 1_000_000_000n;

/**
 * The devnet's wallets: the giver and the funded wallets, each an EverWallet whose key follows from the seed; and the
 * receiver of token-ownership verify calls (the network's tokenVerificationAddress), an EverWallet too, as it
 * accepts any internal message, so that a verify call with bounce set lands rather than bounces.
 */
export function genesisWallets(seed: string, walletCount: number): { giver: EverWallet; wallets: EverWallet[]; verificationReceiver: EverWallet } {
  const giver = EverWallet.fromSecret(deriveBytes(seed, 'giver'));
  const wallets = Array.from({ length: walletCount }, (_, i) => EverWallet.fromSecret(deriveBytes(seed, `wallet:${i}`)));
  const verificationReceiver = EverWallet.fromSecret(deriveBytes(seed, 'token-verification'));
  return { giver, wallets, verificationReceiver };
}

/**
 * The masterchain and workchain-0 zerostates: the giver, the funded wallets and the SE giver that locklift
 * setups know the key of, in workchain 0; the devnet config in the masterchain state.
 */
export function createGenesis(input: GenesisInput): Genesis {
  const { giver, wallets, verificationReceiver } = genesisWallets(input.seed, input.walletCount);
  const nodeLayout = input.blockLayout ?? blockLayout('everscale');
  const accounts = newAccountDict();
  const add = (address: AddrStd, entry: ReturnType<typeof activeGenesisAccount>, balance: bigint) =>
    accounts.set(BigInt(`0x${address.address}`), entry, { splitDepth: 0, balance: { coins: balance, other: [] } });
  add(giver.address, activeGenesisAccount(giver.address, decodeStateInit(giver.stateInit), GIVER_BALANCE, input.genesisTime), GIVER_BALANCE);
  for (const wallet of wallets)
    add(wallet.address, activeGenesisAccount(wallet.address, decodeStateInit(wallet.stateInit), WALLET_BALANCE, input.genesisTime), WALLET_BALANCE);
  const receiver = verificationReceiver.address;
  add(
    receiver,
    activeGenesisAccount(receiver, decodeStateInit(verificationReceiver.stateInit), VERIFICATION_RECEIVER_BALANCE, input.genesisTime),
    VERIFICATION_RECEIVER_BALANCE,
  );
  const seGiver = lockliftAssets.seGiverAccount();
  if (seGiver.storage.state.kind === 'active') {
    const balance = seGiver.storage.balance.coins;
    add(seGiverAddress(), activeGenesisAccount(seGiverAddress(), seGiver.storage.state.stateInit, balance, input.genesisTime), balance);
  }

  const basechainIdent: ShardIdent = { workchain: 0, shard: ROOT_SHARD, prefixBits: 0, prefix: 0n };
  const basechainState = buildShardState({
    blockLayout: nodeLayout,
    globalId: input.globalId,
    shard: basechainIdent,
    seqno: 0,
    genUtime: input.genesisTime,
    genLt: 0n,
    minRefMcSeqno: 0,
    accounts,
    outQueue: newOutQueue(),
    totalValidatorFees: { coins: 0n, other: [] },
    masterRef: null,
    custom: null,
  });
  const basechainZerostate = writeBoc(basechainState, { crc32c: true });
  const basechainPointer = zerostatePointer(basechainState, basechainZerostate, input.genesisTime);

  const config = buildDevnetConfig({
    base: input.baseConfig,
    globalId: input.globalId,
    genesisTime: input.genesisTime,
    shardDepth: Math.log2(input.layout.basechain.length),
    zerostateRootHash: basechainPointer.rootHash,
    zerostateFileHash: basechainPointer.fileHash,
    validators: input.validators,
  });
  const validatorSet = config.params.get(34) as Cell;
  const masterchainState = buildShardState({
    blockLayout: nodeLayout,
    globalId: input.globalId,
    shard: { workchain: MASTERCHAIN, shard: ROOT_SHARD, prefixBits: 0, prefix: 0n },
    seqno: 0,
    genUtime: input.genesisTime,
    genLt: 0n,
    minRefMcSeqno: 0,
    accounts: newAccountDict(),
    outQueue: newOutQueue(),
    totalValidatorFees: { coins: 0n, other: [] },
    masterRef: null,
    custom: {
      shardHashes: [{ workchain: 0, tree: shardTree([zerostateDescr(basechainPointer, nodeLayout)]) }],
      config,
      ...nodeLayout.consensus(input.genesisTime),
      validatorInfo: { validatorListHashShort: hashShort(validatorSet), catchainSeqno: 0, nxCcUpdated: false },
      prevBlocks: { root: null, extra: EMPTY_KEY_MAX_LT },
      afterKeyBlock: true,
      lastKeyBlock: null,
      blockCreateStats: null,
      tail: null,
      globalBalance: accounts.rootExtra({ splitDepth: 0, balance: { coins: 0n, other: [] } }).balance,
    },
  });
  const masterchainZerostate = writeBoc(masterchainState, { crc32c: true });
  return {
    masterchainZerostate,
    basechainZerostate,
    config,
    start: {
      masterchainState,
      masterchainLast: zerostatePointer(masterchainState, masterchainZerostate, input.genesisTime),
      basechain: input.layout.basechain.map(() => ({ state: basechainState, last: basechainPointer })),
    },
  };
}

/** Where a chain that has no block yet starts: its two zerostates (as saved in the data folder). */
export function startFromZerostates(masterchainBoc: Uint8Array, basechainBoc: Uint8Array, layout: ShardLayout): ChainStart {
  const masterchainState = readBocSingle(masterchainBoc);
  const basechainState = readBocSingle(basechainBoc);
  const genUtime = decodeShardStateUnsplit(masterchainState).genUtime;
  const basechainPointer = zerostatePointer(basechainState, basechainBoc, genUtime);
  return {
    masterchainState,
    masterchainLast: zerostatePointer(masterchainState, masterchainBoc, genUtime),
    basechain: layout.basechain.map(() => ({ state: basechainState, last: basechainPointer })),
  };
}

function zerostatePointer(root: Cell, boc: Uint8Array, genUtime: number): BlockPointer {
  return { seqno: 0, rootHash: root.hashHex(), fileHash: createHash('sha256').update(boc).digest('hex'), startLt: 0n, endLt: 0n, genUtime };
}

function zerostateDescr(pointer: BlockPointer, nodeLayout: BlockLayout): ShardDescr {
  return {
    tag: 0xa,
    ...nodeLayout.shardDescr(ROOT_SHARD),
    seqno: 0,
    regMcSeqno: 0,
    startLt: 0n,
    endLt: 0n,
    rootHash: pointer.rootHash,
    fileHash: pointer.fileHash,
    beforeSplit: false,
    beforeMerge: false,
    wantSplit: false,
    wantMerge: false,
    nxCcUpdated: false,
    nextCatchainSeqno: 0,
    minRefMcSeqno: 0,
    genUtime: pointer.genUtime,
    splitMergeAt: null,
    feesCollected: { coins: 0n, other: [] },
    fundsCreated: { coins: 0n, other: [] },
  };
}
