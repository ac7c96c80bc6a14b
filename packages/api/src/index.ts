export {
  buildServer,
  EXPLORER_PREFIX,
  BODY_LIMIT,
  REGISTRY_PREFIX,
  TOKEN_PREFIX,
  VERIFY_PREFIX,
  LOG_LEVELS,
  type LogLevel,
  type LogOptions,
  type ServerOptions,
} from './server.js';
export { DEFAULT_RATE_LIMIT, type RateLimit } from './http/rate-limit.js';
export type { ReadinessOptions } from './http/health.js';
export { createMetricsRegistry, METRIC_PREFIX, type MetricsRegistry } from './metrics/metrics-registry.js';
export { listenMetrics, METRICS_PATH, type MetricsServer } from './metrics/metrics-server.js';
export { registerIngestMetrics, type IngestTotals } from './metrics/ingest-metrics.js';
export { jwksTokenVerifier, DEFAULT_ALGORITHMS, type AccessTokenVerifier, type TokenIssuer } from './auth/access-tokens.js';
export type { AdminRule } from './auth/admins.js';
export type { AuthOptions } from './auth/authentication.js';
export { API_KEY_HEADER } from './auth/api-keys.js';
export { REGISTRY_DOCS_PATH } from './http/registry-docs.js';
export { TOKEN_DOCS_PATH } from './http/token-docs.js';
export { DexPriceFetcher, DEFAULT_DEX_PRICE_INTERVAL_MS, DEFAULT_DEX_PRICE_TIMEOUT_MS, type DexPriceOptions } from './prices/dex-price-fetcher.js';
export {
  SystemListRefresher,
  DEFAULT_MANIFEST_INTERVAL_MS,
  DEFAULT_MANIFEST_TIMEOUT_MS,
  type TokenManifestOptions,
} from './manifests/system-list-refresher.js';
export { DEFAULT_CONNECTIONS_PER_IP, DEFAULT_HTTP_TIMEOUTS, DEFAULT_MAX_CONNECTIONS, type HttpTimeouts } from './http/connection-limits.js';
export { REQUEST_ID_HEADER } from './http/request-ids.js';
export { DEFAULT_RESPONSE_CACHE, type ResponseCacheOptions } from './http/response-cache.js';
export type { AccountStateReader } from './account-state-reader.js';
export type { ContractVerifier } from './contract-verifier.js';
export type { MessageEmulator, EmulationOutcome, EmulatedToken, WalletSend, ExternalCall } from './message-emulator.js';
export { VERIFY_DOCS_PATH } from './http/verify-docs.js';
export { SIGNED_VERIFY_ROUTES, VERIFY_ROUTES } from './schemas/verify-routes.js';
export type {
  CompileRequest,
  CompileResponse,
  ContractInfo,
  ExpectedAddressRequest,
  ExpectedAddressResponse,
  ContractSummary,
  ContractListResponse,
  ParsedMessage,
  ParsedTransaction,
} from './schemas/verify.js';
export { loadNetworkConfig, parseNetworkConfig, NetworkConfigError } from './network/network-config.js';
export { BUILT_IN_NETWORKS, EVERSCALE, TYCHO, HUMO } from './network/built-in-networks.js';
export type { NetworkConfig } from './schemas/network-config.js';
export type {
  Block,
  BlockId,
  ShardInfo,
  AccountBlock,
  BlockResponse,
  BlockListRequest,
  BlockListResponse,
  KeyBlockConfigResponse,
} from './schemas/block.js';
export type {
  Message,
  MessageDetails,
  DecodedMessage,
  MessageResponse,
  MessageOccurrence,
  MessageOccurrencesResponse,
  MessageListRequest,
  MessageCountRequest,
  MessageListResponse,
  RawBocResponse,
} from './schemas/message.js';
export type { MessageTreeResponse } from './schemas/message-tree.js';
export type { DecodedBody, DecodedArgument } from './schemas/decoded-body.js';
export type { Action, ActionTypeName } from './schemas/action.js';
export type { Trace, TraceTransaction, TraceResponse, ActionsResponse, AccountActionsResponse } from './schemas/action-routes.js';
export type { EmulateRequest, EmulateSendRequest, EmulateExternalRequest, EmulationResponse } from './schemas/emulation-routes.js';
export type { NetworkConfigRecord } from './schemas/network-config-record.js';
export type {
  Transaction,
  TransactionDetails,
  Fees,
  AccountStateName,
  TransactionResponse,
  FeesResponse,
  TransactionEvent,
  EventsResponse,
  TransactionListRequest,
  TransactionCountRequest,
  TransactionListResponse,
} from './schemas/transaction.js';
export type {
  Account,
  AccountState,
  AccountResponse,
  AccountStateResponse,
  AccountListRequest,
  AccountCountRequest,
  AccountListResponse,
} from './schemas/account.js';
export type { Stats, SeriesRequest, CountSeriesResponse, AccountSeriesResponse, SupplySeriesResponse, LiveResponse } from './schemas/stats.js';
export type { ElectionsConfig, ElectionsState, ValidatorSet, Participant, Bonuses, ValidatorsTop } from './schemas/elections.js';
export type { SearchResponse, TimeResponse, ConvertAddressResponse } from './schemas/search.js';
