/**
 * The explorer API as its clients compile against it: types only, read from the schemas the routes validate
 * and answer with, so that a client (the web app) imports it with `import type` and carries no schema, no
 * server and no store at run time. The registry API's and the verification service's types come with it
 * (registry-contract.ts, verify-contract.ts); the token and NFT calls have their own entries
 * (`@tvmscan/api/token-contract`, `@tvmscan/api/nft-contract`).
 *
 * Casing: the fields are camelCase, except where spec 000 §7 names them otherwise, which the API keeps so that the
 * spec's clients read it: the messages list answers its cursors as `current_cursor` and `next_cursor`, and so
 * `prev_cursor` beside them (the other lists `currentCursor`, `nextCursor`, `prevCursor`), the stats name their totals
 * `transactionTotal` beside `messagesTotal`, `POST /stats/transactions_10m` answers `time_to_count`, and a series
 * takes `start_date` and `end_date`. The registry and verification APIs are snake_case throughout, as spec 001 §7
 * names their fields.
 */
import type { Static, TSchema } from 'typebox';
import type { ErrorBody } from './schemas/error-body.js';
import type { EXPLORER_ROUTES } from './schemas/explorer-routes.js';
import type { SeriesRequest } from './schemas/stats.js';
import type { TransactionDetails } from './schemas/transaction.js';

type Routes = typeof EXPLORER_ROUTES;

/** A call of the explorer API, `METHOD path` (the path under /api/explorer/v1). */
export type ExplorerRoute = keyof Routes;

/** An empty body schema reads as `{}`, which would take any object: a call that takes none takes only `{}`. */
type Body<Schema extends TSchema> = keyof Static<Schema> extends never ? Record<string, never> : Static<Schema>;

/** The JSON body a call takes (POST), or `undefined` for a GET. */
export type RequestOf<Route extends ExplorerRoute> = Routes[Route] extends { body: infer Schema extends TSchema } ? Body<Schema> : undefined;

/** The `data` of a call's successful answer `{ data }`. */
export type ResponseOf<Route extends ExplorerRoute> = Static<Routes[Route]['response']>;

/** The body of every answer that is not a success. */
export type ApiErrorBody = Static<typeof ErrorBody>;
export type ApiErrorCode = ApiErrorBody['error']['code'];
/** What was wrong: a kind of spec 001 §8, or one API.md ("Errors") documents beside them. */
export type ApiErrorKind = ApiErrorBody['error']['kind'];

/** The pages of a cursor list: `Next` or `Prev` of a cursor. */
export type Direction = NonNullable<RequestOf<'POST /blocks/list'>['direction']>;
export type SortOrder = Extract<NonNullable<RequestOf<'POST /blocks/list'>['ordering']>, { order: unknown }>['order'];
export type Timeframe = NonNullable<SeriesRequest['timeframe']>;
/** The paging fields every list takes. */
export type ListPaging = Pick<RequestOf<'POST /blocks/list'>, 'limit' | 'cursor' | 'direction'>;
/** A bar of a count series. */
export type CountPoint = ResponseOf<'POST /stats/transactions'>['points'][number];

type Description = TransactionDetails['description'];
/** The phases of a transaction description, with the spec's enumerations (amounts as decimal strings, counts as numbers). */
export type StoragePhase = NonNullable<Description['storage']>;
export type CreditPhase = NonNullable<Description['credit']>;
export type ComputePhase = NonNullable<Description['compute']>;
export type ActionPhase = NonNullable<Description['action']>;
export type BouncePhase = NonNullable<Description['bounce']>;

export type { NetworkConfig } from './schemas/network-config.js';
export type { NetworkConfigRecord } from './schemas/network-config-record.js';
export type { RegistryRoute, RegistryParamsOf, RegistryRequestOf, RegistryResponseOf } from './registry-contract.js';
export type { ApiKeyResponse, PatCheckResponse, RegistryUser, UserListResponse } from './schemas/registry.js';
export type {
  TokenList,
  TokenListWrapper,
  TokenListToken,
  TokenListProposal,
  TokenProposalStatus,
  ProposalStatusResponse,
  TokenManifest,
  TokenListManager,
  TokenListCreateRequest,
  TokenListUpdateRequest,
  TokenListErrorKind,
  ApprovedTokenInfo,
} from './schemas/token-lists.js';
export type {
  AssetStatusName,
  IsOwnerAnswer,
  OwnedTokens,
  OwnershipVerification,
  PublicTokenInfo,
  PublicTokenList,
  TokenAsset,
  TokenProposalInput,
  TokenProposalList,
} from './schemas/token-asset.js';
export type { VerifyRoute, VerifyRequestOf, VerifyResponseOf } from './verify-contract.js';
export type {
  CompileRequest,
  CompileResponse,
  ExpectedAddressRequest,
  ExpectedAddressResponse,
  RunLocalRequest,
  RunLocalResponse,
  ContractFieldsRequest,
  ContractFieldsResponse,
  ProgramOutput,
  ContractInfo,
  ContractSummary,
  ContractListRequest,
  ContractListResponse,
  ParsedMessage,
  ParsedTransaction,
  MethodCallType,
} from './schemas/verify.js';
export type { Jsonified } from './schemas/decoded-json.js';
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
  MessageType,
  MessageDetails,
  DecodedMessage,
  MessageResponse,
  MessageOccurrence,
  MessageListRequest,
  MessageListResponse,
} from './schemas/message.js';
export type { MessageTreeResponse } from './schemas/message-tree.js';
export type { DecodedBody, DecodedArgument } from './schemas/decoded-body.js';
export type {
  Transaction,
  TransactionType,
  TransactionDetails,
  Fees,
  AccountStateName,
  TransactionEvent,
  TransactionListRequest,
  TransactionListResponse,
} from './schemas/transaction.js';
export type { Action, ActionTypeName } from './schemas/action.js';
export type {
  Trace,
  TraceTransaction,
  TraceResponse,
  ActionsResponse,
  TransactionActionsListRequest,
  AccountActionsRequest,
  AccountActionsResponse,
} from './schemas/action-routes.js';
export type { EmulateRequest, EmulateSendRequest, EmulateExternalRequest, EmulationResponse } from './schemas/emulation-routes.js';
export type { Account, AccountKind, AccountState, AccountListRequest, AccountListResponse } from './schemas/account.js';
export type { Stats, SeriesRequest, CountSeriesResponse, AccountSeriesResponse, SupplySeriesResponse, LiveResponse } from './schemas/stats.js';
export type { ElectionsConfig, ElectionsState, ValidatorSet, Participant, Bonuses, ValidatorsTop } from './schemas/elections.js';
export type { SearchResponse, ConvertAddressResponse } from './schemas/search.js';
