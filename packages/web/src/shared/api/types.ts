/**
 * The explorer API's entities and call payloads, as packages/api/API.md defines them.
 * They will be replaced by `import type` from `@tvmscan/api` once that package exports them.
 */

/** A decimal string in the smallest unit (nano); may be negative where it is a change. */
export type Amount = string;
/** A logical time as a decimal string. */
export type Lt = string;

export type AccountStateName = 'NonExist' | 'Uninit' | 'Active' | 'Frozen' | 'Deleted';
export type MessageType = 'Internal' | 'ExternalIn' | 'ExternalOut';
export type TransactionType =
  | 'Ordinary'
  | 'Storage'
  | 'TickTock'
  | 'SplitPrepare'
  | 'SplitInstall'
  | 'MergePrepare'
  | 'MergeInstall';
export type Direction = 'Next' | 'Prev';
export type SortOrder = 'ASC' | 'DESC';

export interface Block {
  rootHash: string;
  fileHash: string;
  workchain: number;
  shard: string;
  seqno: number;
  mcSeqno: number;
  genUtime: number;
  genSoftwareVersion: number | null;
  transactionCount: number;
  prevKeyBlock: number;
  isKeyBlock: boolean;
  inMsgCount: number;
  outMsgCount: number;
  accountBlockCount: number;
  prev:
    | { kind: 'Block'; seqno: number; rootHash: string }
    | {
        kind: 'Blocks';
        prev1: { seqno: number; shard: string; rootHash: string };
        prev2: { seqno: number; shard: string; rootHash: string };
      };
  shardRelations: { parent: string | null; leftChild: string | null; rightChild: string | null };
  blockInfo: {
    startLt: Lt;
    endLt: Lt;
    version: number;
    afterMerge: boolean;
    beforeSplit: boolean;
    afterSplit: boolean;
    wantSplit: boolean;
    wantMerge: boolean;
    vertSeqNo: number;
    genValidatorListHashShort: number;
    genCatchainSeqno: number;
    minRefMcSeqno: number;
    masterRef: { seqNo: number } | null;
  };
  valueFlow: {
    fromPrevBlk: Amount;
    toNextBlk: Amount;
    imported: Amount;
    exported: Amount;
    feesCollected: Amount;
    feesImported: Amount;
    recovered: Amount;
    created: Amount;
    minted: Amount;
    burned: Amount | null;
  };
}

export interface BlockId {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: string;
}

/** One shard description of a masterchain block. */
export interface ShardInfo {
  shardIdent: { workchain: number; shardPrefix: string };
  info: { seqNo: number };
  rootHash: string;
  fileHash: string;
  startLt: Lt;
  endLt: Lt;
  genUtime: number;
  minRefMcSeqno: number;
  beforeSplit: boolean;
  beforeMerge: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  feesCollected: Amount;
  fundsCreated: Amount;
}

export interface AccountBlock {
  wc: number;
  address: string;
  oldHash: string;
  newHash: string;
  transactionCount: number;
}

export interface Message {
  messageHash: string;
  messageType: MessageType;
  messageValue: Amount;
  srcWorkchain: number | null;
  srcAddress: string | null;
  dstWorkchain: number | null;
  dstAddress: string | null;
  srcTransactionHash: string | null;
  dstTransactionHash: string | null;
  /** In a list: the transaction the row was found through, else the consuming one. */
  transactionHash: string | null;
  transactionTime: number | null;
  /** The row is an outbound message of that transaction. */
  isOut: boolean | null;
  createdAt: number | null;
  createdLt: Lt | null;
  ihrFee: Amount;
  fwdFee: Amount;
  importFee: Amount;
  bounce: boolean;
  bounced: boolean;
  bodyHash: string | null;
  hasStateInit: boolean;
  methodName: string | null;
  parsedType: 'Event' | null;
  contractName: string | null;
}

/** A message with its BOCs in base64. */
export interface MessageDetails extends Message {
  boc: string;
  body: string | null;
  stateInit: string | null;
}

export interface Transaction {
  hash: string;
  workchain: number;
  accountId: string;
  lt: Lt;
  time: number;
  txType: TransactionType;
  tickTock: 'Tick' | 'Tock' | null;
  aborted: boolean;
  origStatus: AccountStateName;
  endStatus: AccountStateName;
  exitCode: number | null;
  resultCode: number | null;
  methodName: string | null;
  parsedId: string | null;
  balanceChange: Amount;
  totalFees: Amount;
  valueReceived: Amount;
  valueSent: Amount;
  blockRootHash: string;
  mcSeqno: number;
  outMsgCount: number;
  inMessageHash: string | null;
}

export interface Fees {
  storage: Amount;
  gas: Amount;
  action: Amount;
  bounce: Amount;
  other: Amount;
  fwd: Amount;
  total: Amount;
}

export interface TransactionDetails extends Transaction {
  inMessage: Message | null;
  outMessages: Message[];
  block: BlockId;
  prevTransHash: string;
  prevTransLt: Lt;
  oldHash: string;
  newHash: string;
  /** The decoded phases; amounts as strings. */
  description: {
    txType: TransactionType;
    creditFirst: boolean | null;
    destroyed: boolean | null;
    storage: object | null;
    credit: object | null;
    compute: object | null;
    action: object | null;
    bounce: object | null;
  };
  fees: Fees;
}

export interface Account {
  workchain: number;
  address: string;
  balance: Amount;
  state: AccountStateName;
  creatorWc: number | null;
  creatorAddress: string | null;
  createdAt: number | null;
  updatedAt: number | null;
  codeHash: string | null;
  lastTransLt: Lt | null;
  lastTransHash: string | null;
}

export interface AccountState {
  storageStat: {
    lastPaid: number;
    duePayment: Amount | null;
    used: { bits: number; cells: number; publicCells: number };
  };
  /** Base64 BOC. */
  codeBoc: string | null;
  /** Base64 BOC. */
  dataBoc: string | null;
  lastTransLt: Lt | null;
  fetchedAt: number;
}

export interface Stats {
  transactionTotal: number;
  transactions1h: number;
  transactions24h: number;
  volume24h: Amount;
  messagesTotal: number;
  messages1h: number;
  messages24h: number;
  accountsActiveTotal: number;
  accountsCreated24h: number;
  accountsActive24h: number;
  accountsActive1h: number;
  latestMcSeqno: number;
  shardchainCount: number;
  totalSupply: Amount;
  /** Seconds. */
  averageBlockTime: number | null;
}

/** The `data` of every successful answer is wrapped as `{ data }`. */
export interface ApiSuccess<T> {
  data: T;
}

export type ApiErrorCode = 'BadRequest' | 'NotFound' | 'TooManyRequests' | 'Internal';

export interface ApiErrorBody {
  error: { code: ApiErrorCode; kind?: string; message: string };
}

export type Timeframe = 'D1' | 'H1';

export interface StatsRangeRequest {
  start_date: number;
  end_date: number;
  timeframe?: Timeframe;
}

export interface CountPoint {
  time: number;
  count: number;
}

export interface AccountsCountPoint extends CountPoint {
  /** Accounts existing at the bar's end. */
  total: number;
}

export interface StatsSeries<P = CountPoint> {
  points: P[];
}

export interface SupplyPoint {
  time: number;
  amount: Amount;
}

/** The last 10 minutes in 10 s buckets, oldest first, empty buckets as 0. */
export interface TransactionsTenMinutes {
  time_to_count: CountPoint[];
}

export interface ListPaging {
  limit?: number;
  cursor?: string | null;
  direction?: Direction;
}

export interface CursorPage {
  currentCursor: string | null;
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface AccountsListRequest extends ListPaging {
  ordering?: { by: 'createdAt' | 'updatedAt' | 'balance'; order: SortOrder };
  balanceGe?: Amount;
  balanceLe?: Amount;
  createdAtGe?: number;
  createdAtLe?: number;
  codeHash?: string;
  offset?: number;
}

export interface AccountsPage extends CursorPage {
  accounts: Account[];
}

export interface TransactionsListRequest extends ListPaging {
  offset?: number;
  block?: string;
  includeAccounts?: string[];
  excludeAccounts?: string[];
  txTypes?: TransactionType[];
  timeGe?: number;
  timeLe?: number;
  balanceChangeGe?: Amount;
  balanceChangeLe?: Amount;
  ordering?: { by: 'transactionTime' | 'messageValue'; order: SortOrder };
}

export interface TransactionsPage extends CursorPage {
  transactions: Transaction[];
}

export interface MessagesListRequest extends ListPaging {
  isOut?: boolean;
  block?: string;
  messageTypes?: MessageType[];
  includeAccounts?: string[];
  excludeAccounts?: string[];
  includeSrcAccounts?: string[];
  excludeSrcAccounts?: string[];
  includeDstAccounts?: string[];
  excludeDstAccounts?: string[];
  transactionTimeGe?: number;
  transactionTimeLe?: number;
  messageValueGe?: Amount;
  messageValueLe?: Amount;
}

/** The messages list spells its cursors in snake case (spec 000 §7). */
export interface MessagesPage {
  messages: Message[];
  current_cursor: string | null;
  next_cursor: string | null;
  prev_cursor: string | null;
}

export interface BlocksListRequest extends ListPaging {
  transactionCountGe?: number;
  workchain?: number;
  ordering?: { by: 'genUtime' | 'seqno'; order: SortOrder };
}

export interface BlocksPage extends CursorPage {
  blocks: Block[];
}

export interface Count {
  count: number;
}

export interface BlockAnswer {
  block: Block;
  prevBlock: BlockId | null;
  nextBlock: BlockId | null;
  shardsInfo: ShardInfo[];
  accountBlocks: AccountBlock[];
}

export interface SearchBlock {
  rootHash: string;
  workchain: number;
  shard: string;
  seqno: number;
  genUtime: number;
}

export interface SearchAccount {
  workchain: number;
  address: string;
  balance: Amount;
}

export interface SearchTransaction {
  hash: string;
  time: number;
}

export interface SearchMessage {
  messageHash: string;
  messageType: MessageType;
  createdAt: number | null;
}

/** A token hit (spec 001); the explorer API answers it once tokens are indexed. */
export interface SearchToken {
  rootAddress: string;
  name: string;
  symbol: string;
}

export interface SearchResults {
  blocks: SearchBlock[];
  accounts: SearchAccount[];
  transactions: SearchTransaction[];
  messages: SearchMessage[];
  tokens?: SearchToken[];
}

export interface ConvertedAddress {
  unpacked: string;
  bounceable: string;
  bounceableUrl: string;
  nonBounceable: string;
  nonBounceableUrl: string;
  workchain: number;
}

export interface FooterLink {
  label: string;
  url: string;
}

/** `/config.json`: the network this deployment shows. */
export interface NetworkConfig {
  /** 'everscale' | 'tycho' | 'humo' | a custom id. */
  id: string;
  networkName: string;
  networkId: number;
  tokenSymbol: string;
  decimals: number;
  walletName: string;
  icon: string;
  electorAddress: string;
  tokenVerificationAddress: string | null;
  tokenListManifestUrls: string[];
  walletInstallUrl: string | null;
  signIn: { clientId: string; authority: string; redirectUri: string } | null;
  api: { explorer: string; tokens: string | null; verify: string | null; dex: string | null; admin: string | null };
  appUrl: string;
  logo: { light: string; dark: string };
  /** null: no footer (Humo). */
  footer: {
    /** May hold {year}. */
    copyright: string;
    serviceLinks: FooterLink[];
    productLinks: FooterLink[];
    terms: string | null;
    privacy: string | null;
    cookies: string | null;
    social: { name: string; url: string }[];
  } | null;
  switches: { language: boolean; theme: boolean };
  walletProviders: string[];
}
