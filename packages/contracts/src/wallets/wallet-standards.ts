/**
 * The wallet contracts of this family an owner signs messages to, by their code hashes (as nekoton, the family's
 * wallet library, recognises them). The ABI wallets (EverWallet, the multisigs) take calls of their functions, listed
 * with their ABI 2.x ids (the first 32 bits of the SHA-256 of `name(inputs)(outputs)v2`, top bit cleared, unless the
 * ABI gives an explicit id; `test/wallet-standards.test.ts` computes them), all with the headers pubkey, time and
 * expire. The TON-style wallets (v3, v4, v5, highload) have no ABI: what the owner signs is the messages to send.
 */
export type WalletStandardName =
  | 'EverWallet'
  | 'SafeMultisig'
  | 'SafeMultisig24h'
  | 'SetcodeMultisig'
  | 'SetcodeMultisig24h'
  | 'BridgeMultisig'
  | 'Surf'
  | 'Multisig2'
  | 'Multisig2_1'
  | 'WalletV3R1'
  | 'WalletV3R2'
  | 'WalletV4R1'
  | 'WalletV4R2'
  | 'WalletV5R1'
  | 'HighloadWalletV2';

export interface WalletAbiParam {
  readonly name: string;
  readonly type: string;
}

export interface WalletFunction {
  readonly name: string;
  readonly id: number;
  readonly inputs: readonly WalletAbiParam[];
  readonly outputs: readonly WalletAbiParam[];
}

export interface WalletStandard {
  readonly name: WalletStandardName;
  readonly codeHash: string;
  /** The ABI version its compiler wrote (2.0 for the first multisigs, 2.3 for EverWallet and Multisig 2); null for a TON-style wallet. */
  readonly abiVersion: '2.0' | '2.3' | null;
  /** Its ABI's functions; none for a TON-style wallet. */
  readonly functions: readonly WalletFunction[];
}

const p = (name: string, type: string): WalletAbiParam => ({ name, type });

const TRANSFER_INPUTS = [p('dest', 'address'), p('value', 'uint128'), p('bounce', 'bool')];

const SEND_TRANSACTION: WalletFunction = {
  name: 'sendTransaction',
  id: 0x4cee646c,
  inputs: [...TRANSFER_INPUTS, p('flags', 'uint8'), p('payload', 'cell')],
  outputs: [],
};

const CONFIRM_TRANSACTION: WalletFunction = { name: 'confirmTransaction', id: 0x1aa740ed, inputs: [p('transactionId', 'uint64')], outputs: [] };

/** The multisig functions of the wallets compiled for ABI 2.0 (SafeMultisig and the wallets built on its code). */
const MULTISIG_FUNCTIONS: readonly WalletFunction[] = [
  { name: 'constructor', id: 0x6c1e693c, inputs: [p('owners', 'uint256[]'), p('reqConfirms', 'uint8')], outputs: [] },
  SEND_TRANSACTION,
  {
    name: 'submitTransaction',
    id: 0x131d82cd,
    inputs: [...TRANSFER_INPUTS, p('allBalance', 'bool'), p('payload', 'cell')],
    outputs: [p('transId', 'uint64')],
  },
  CONFIRM_TRANSACTION,
];

/** Multisig 2 (ABI 2.3): a submitted transaction may carry a StateInit. */
const MULTISIG2_FUNCTIONS: readonly WalletFunction[] = [
  { name: 'constructor', id: 0x2bb0ef8f, inputs: [p('owners', 'uint256[]'), p('reqConfirms', 'uint8'), p('lifetime', 'uint32')], outputs: [] },
  SEND_TRANSACTION,
  {
    name: 'submitTransaction',
    id: 0x551d8d75,
    inputs: [...TRANSFER_INPUTS, p('allBalance', 'bool'), p('payload', 'cell'), p('stateInit', 'optional(cell)')],
    outputs: [p('transId', 'uint64')],
  },
  CONFIRM_TRANSACTION,
];

const EVER_WALLET_FUNCTIONS: readonly WalletFunction[] = [
  SEND_TRANSACTION,
  { name: 'sendTransactionRaw', id: 0x169e3e11, inputs: [p('flags', 'uint8'), p('message', 'cell')], outputs: [] },
];

export const WALLET_STANDARDS: readonly WalletStandard[] = [
  {
    name: 'EverWallet',
    codeHash: '3ba6528ab2694c118180aa3bd10dd19ff400b909ab4dcf58fc69925b2c7b12a6',
    abiVersion: '2.3',
    functions: EVER_WALLET_FUNCTIONS,
  },
  {
    name: 'SafeMultisig',
    codeHash: '80d6c47c4a25543c9b397b71716f3fae1e2c5d247174c52e2c19bd896442b105',
    abiVersion: '2.0',
    functions: MULTISIG_FUNCTIONS,
  },
  {
    name: 'SafeMultisig24h',
    codeHash: '7d0996943406f7d62a4ff291b1228bf06ebd3e048b58436c5b70fb77ff8b4bf2',
    abiVersion: '2.0',
    functions: MULTISIG_FUNCTIONS,
  },
  {
    name: 'SetcodeMultisig',
    codeHash: 'e2b60b6b602c10ced7ea8ede4bdf96342c97570a3798066f3fb50a4b2b27a208',
    abiVersion: '2.0',
    functions: MULTISIG_FUNCTIONS,
  },
  {
    name: 'SetcodeMultisig24h',
    codeHash: 'a491804ca55dd5b28cffdff48cb34142930999621a54acee6be83c342051d884',
    abiVersion: '2.0',
    functions: MULTISIG_FUNCTIONS,
  },
  {
    name: 'BridgeMultisig',
    codeHash: 'f3a07ae84fc343259d7fa4847b86335b3fdcfc8b31f1ba4b7a9499d5530f0b18',
    abiVersion: '2.0',
    functions: MULTISIG_FUNCTIONS,
  },
  { name: 'Surf', codeHash: '207dc560c5956de1a2c1479356f8f3ee70a59767db2bf4788b1d61ad42cdad82', abiVersion: '2.0', functions: MULTISIG_FUNCTIONS },
  {
    name: 'Multisig2',
    codeHash: '29b24776b3df6a05c5a1b8d8fd75cb72a1d33c0a44385332a8bfc2727fb66590',
    abiVersion: '2.3',
    functions: MULTISIG2_FUNCTIONS,
  },
  {
    name: 'Multisig2_1',
    codeHash: 'd66d198766abdbe1253f3415826c946c371f5112552408625aeb0b31e0ef2df3',
    abiVersion: '2.3',
    functions: MULTISIG2_FUNCTIONS,
  },
  tonStyle('WalletV3R1', 'b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581'),
  tonStyle('WalletV3R2', '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599'),
  tonStyle('WalletV4R1', '64dd54805522c5be8a9db59cea0105ccf0d08786ca79beb8cb79e880a8d7322d'),
  tonStyle('WalletV4R2', 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0'),
  tonStyle('WalletV5R1', '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f'),
  tonStyle('HighloadWalletV2', '0b3a887aeacd2a7d40bb5550bc9253156a029065aefb6d6b583735d58da9d5be'),
];

function tonStyle(name: WalletStandardName, codeHash: string): WalletStandard {
  return { name, codeHash, abiVersion: null, functions: [] };
}

const BY_CODE_HASH = new Map(WALLET_STANDARDS.map((standard) => [standard.codeHash, standard]));

/** The wallet standard whose code has this hash (lower-case hex), if any. */
export function walletStandardOf(codeHash: string | null): WalletStandard | undefined {
  return codeHash === null ? undefined : BY_CODE_HASH.get(codeHash);
}

/** The standard's ABI as nekoton takes it (JSON text), for decoding its calls' arguments; null for a TON-style wallet. */
export function walletAbiText(standard: WalletStandard): string | null {
  if (standard.abiVersion === null) return null;
  return JSON.stringify({
    'ABI version': 2,
    version: standard.abiVersion,
    header: ['pubkey', 'time', 'expire'],
    functions: standard.functions.map(({ name, id, inputs, outputs }) => ({ name, id: `0x${id.toString(16).padStart(8, '0')}`, inputs, outputs })),
    events: [],
    data: [],
    fields: [],
  });
}
