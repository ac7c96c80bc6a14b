// The network
export { Devnet, DEVNET_DEFAULTS, type DevnetOptions } from './devnet.js';
export { ManualClock, type DevnetClock } from './devnet-clock.js';
export type { BatchOptions, DevnetBlockSource, MasterchainBatch, RawBlock } from './block-feed.js';
export type { SealedBlock, SealedRound, SubmitResult } from './chain/chain-engine.js';
export type { DevnetIdentity } from './storage/chain-store.js';
export { NETWORK_NAMES, type NetworkName } from './network/network-config.js';
export { DevnetError, type DevnetErrorCode } from './errors.js';
export { deriveBytes } from './derive-bytes.js';

// Executors
export type { ExecuteArgs, ExecutionOutcome, TransactionExecutor } from './executor/transaction-executor.js';
export { TvmExecutor } from './executor/tvm-executor.js';
export { NekotonExecutor } from './executor/nekoton-executor.js';
export { DevnetExecutor, type ActionOrderRule } from './executor/devnet-executor.js';
export { reliesOnEverscaleActionOrder } from './contracts/tip4/action-order.js';

// The JSON-RPC endpoint and the local services it also serves
export { startJrpcServer, type JrpcServer } from './jrpc/jrpc-server.js';
export type { DevnetGiver } from './jrpc/giver-route.js';
export { devnetTokenManifest, type DevnetTokenManifest } from './jrpc/devnet-token-manifest.js';
export { devnetUsdPrices } from './jrpc/devnet-usd-prices.js';

// The workload and the tokens it drives
export { Workload, type ActivityStats } from './workload/workload.js';
export type { ActivityContext, WorkloadActivity } from './workload/activity.js';
export type { WorkloadHost } from './workload/workload-host.js';
export { defaultActivities, tokenActivities, type DefaultActivities } from './workload/default-activities.js';
export { TokenLedger, type LedgerOperation, type LedgerNft, type NftLedgerOperation } from './workload/tokens/token-ledger.js';
export type { DevnetTokens, DevnetToken, DevnetJetton, DevnetCollection } from './workload/tokens/devnet-tokens.js';
export { devnetUrlCollection, type DevnetUrlCollection } from './workload/tokens/devnet-url-collection.js';
export { URL_COLLECTION_NAME, metadataFails } from './workload/tokens/url-collection-metadata.js';
export { tip422Activities, URL_COLLECTION_SIZE } from './workload/tokens/tip422-activities.js';
export { devnetMultiCollection, type DevnetMultiCollection } from './workload/tokens/devnet-multi-collection.js';
export { vep1155Activities, MULTI_TOKEN_SUPPLIES } from './workload/tokens/vep1155-activities.js';

// Wallets and contracts
export { EverWallet, type WalletCall } from './wallet/ever-wallet.js';
export { sendFromWallet, type WalletNetwork, type WalletSend } from './wallet/wallet-sender.js';
export { everWalletCodeCell, relaxedInternalMessage, ed25519KeyFromSeed, type Ed25519Key, type RawAddress } from './contracts/shared/index.js';
export { encodeCall, type AbiInput } from './contracts/shared/abi-call.js';
export { urlNftAddress } from './contracts/tip422/index.js';
export { multiNftAddress, MULTI_COLLECTION_ABI } from './contracts/multi/index.js';

// Archive export
export { exportArchive, type ExportOptions, type ExportProgress, type ExportResult } from './export/export-archive.js';
