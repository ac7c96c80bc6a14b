import {
  AccountBody,
  AccountCountBody,
  AccountListBody,
  AccountListResponseSchema,
  AccountResponseSchema,
  AccountStateResponseSchema,
} from './account.js';
import { BlockBody, BlockCountBody, BlockListBody, BlockListResponseSchema, BlockResponseSchema, KeyBlockConfigResponseSchema } from './block.js';
import { ACTION_ROUTES } from './action-routes.js';
import { ByHashBody, ByIdBody, CountResponse, EmptyBody } from './common.js';
import { EMULATION_ROUTES } from './emulation-routes.js';
import { BonusesSchema, ElectionsConfigSchema, ElectionsStateSchema, ValidatorsTopSchema } from './elections.js';
import {
  MessageCountBody,
  MessageListBody,
  MessageListResponseSchema,
  MessageOccurrencesResponseSchema,
  MessageResponseSchema,
  RawBocResponseSchema,
} from './message.js';
import { HistoryStartSchema } from './history.js';
import { MessageTreeResponseSchema } from './message-tree.js';
import { tagged, type RouteTable } from './route-entry.js';
import { ConvertAddressBody, ConvertAddressResponseSchema, SearchBody, SearchResponseSchema, TimeResponseSchema } from './search.js';
import {
  AccountSeriesResponseSchema,
  CountSeriesResponseSchema,
  LiveResponseSchema,
  SeriesBody,
  StatsSchema,
  SupplySeriesResponseSchema,
} from './stats.js';
import {
  EventsResponseSchema,
  FeesResponseSchema,
  TransactionCountBody,
  TransactionListBody,
  TransactionListResponseSchema,
  TransactionResponseSchema,
} from './transaction.js';

/**
 * Every call of the explorer API (under /api/explorer/v1), keyed `METHOD path`, with the schemas its route
 * validates and answers with, in the document's groups. The routes are registered from this table
 * (routes/route-table.ts) and the contract its clients compile against (contract.ts) is read from it, so that a call
 * is added or changed here, once.
 */
export const EXPLORER_ROUTES = {
  ...tagged('stats', {
    'GET /stats': { response: StatsSchema },
    'GET /history': { response: HistoryStartSchema },
    'POST /stats/transactions': { body: SeriesBody, response: CountSeriesResponseSchema },
    'POST /stats/messages': { body: SeriesBody, response: CountSeriesResponseSchema },
    'POST /stats/accounts/active': { body: SeriesBody, response: CountSeriesResponseSchema },
    'POST /stats/accounts': { body: SeriesBody, response: AccountSeriesResponseSchema },
    'POST /stats/total_supply': { body: SeriesBody, response: SupplySeriesResponseSchema },
    'POST /stats/transactions_10m': { body: EmptyBody, response: LiveResponseSchema },
  }),
  ...tagged('accounts', {
    'POST /accounts': { body: AccountBody, response: AccountResponseSchema },
    'POST /accounts/state': { body: AccountBody, response: AccountStateResponseSchema },
    'POST /accounts/list': { body: AccountListBody, response: AccountListResponseSchema },
    'POST /accounts/count': { body: AccountCountBody, response: CountResponse },
  }),
  ...tagged('transactions', {
    'POST /transactions': { body: ByHashBody, response: TransactionResponseSchema },
    'POST /transactions/raw': { body: ByHashBody, response: RawBocResponseSchema },
    'POST /transactions/fees': { body: ByHashBody, response: FeesResponseSchema },
    'POST /transactions/events': { body: ByHashBody, response: EventsResponseSchema },
    'POST /transactions/list': { body: TransactionListBody, response: TransactionListResponseSchema },
    'POST /transactions/count': { body: TransactionCountBody, response: CountResponse },
  }),
  ...ACTION_ROUTES,
  ...EMULATION_ROUTES,
  ...tagged('messages', {
    'POST /messages': { body: ByIdBody, response: MessageResponseSchema },
    'POST /messages/raw': { body: ByIdBody, response: RawBocResponseSchema },
    'POST /messages/tree': { body: ByIdBody, response: MessageTreeResponseSchema },
    'POST /messages/occurrences': { body: ByIdBody, response: MessageOccurrencesResponseSchema },
    'POST /messages/list': { body: MessageListBody, response: MessageListResponseSchema },
    'POST /messages/count': { body: MessageCountBody, response: CountResponse },
  }),
  ...tagged('blocks', {
    'POST /blocks': { body: BlockBody, response: BlockResponseSchema },
    'POST /blocks/list': { body: BlockListBody, response: BlockListResponseSchema },
    'POST /blocks/count': { body: BlockCountBody, response: CountResponse },
    'POST /blocks/key-block-config': { body: EmptyBody, response: KeyBlockConfigResponseSchema },
  }),
  ...tagged('elections', {
    'GET /elections/config': { response: ElectionsConfigSchema },
    'GET /elections/state': { response: ElectionsStateSchema },
    'GET /elections/bonuses': { response: BonusesSchema },
    'GET /elections/current-validators-top': { response: ValidatorsTopSchema },
    'GET /elections/current_validators_top': {
      response: ValidatorsTopSchema,
      description: 'Everscan compatibility: the older path of GET /elections/current-validators-top, with the same answer.',
    },
  }),
  ...tagged('search', {
    'POST /search': { body: SearchBody, response: SearchResponseSchema },
  }),
  ...tagged('misc', {
    'GET /time': { response: TimeResponseSchema },
    'POST /convert_address': { body: ConvertAddressBody, response: ConvertAddressResponseSchema },
  }),
} as const satisfies RouteTable;
