import { Type, type TObject, type TProperties } from 'typebox';
import { closed, RawAddressInput } from './common.js';
import type { RouteEntry } from './route-entry.js';
import {
  BalanceSearchBody,
  BalanceSearchResponseSchema,
  RootSearchBody,
  RootSearchResponseSchema,
  TokenBalanceSchema,
  TokenTransactionSearchBody,
  TokenTransactionSearchResponseSchema,
} from './token.js';

const OwnerParams = Type.Object({ owner: RawAddressInput }, closed);
const WalletParams = Type.Object({ wallet: RawAddressInput }, closed);

/** A search body without its ownerAddress, which the path gives. */
const withoutOwner = <Properties extends TProperties>(body: TObject<Properties>) => Type.Object(Type.Omit(body, ['ownerAddress']).properties, closed);

const alias = (of: string) => `Everscan compatibility: the older path of ${of}, with the same body and answer.`;
const ownersAlias = (of: string) => `Everscan compatibility: ${of} with ownerAddress taken from the path (a body may not give it too).`;

/**
 * The older paths of the token API that Everscan's clients call (TOKENS.md, "Everscan compatibility"): each answers as
 * the call it names. Registered with the token API's own table.
 */
export const TOKEN_ALIAS_ROUTES = {
  'POST /balances': { body: BalanceSearchBody, response: BalanceSearchResponseSchema, description: alias('POST /balances/search') },
  'POST /transactions': {
    body: TokenTransactionSearchBody,
    response: TokenTransactionSearchResponseSchema,
    description: alias('POST /transactions/search'),
  },
  'POST /root_contract': { body: RootSearchBody, response: RootSearchResponseSchema, description: alias('POST /root_contract/search') },
  'POST /address/:owner/balances': {
    params: OwnerParams,
    body: withoutOwner(BalanceSearchBody),
    response: BalanceSearchResponseSchema,
    description: ownersAlias('POST /balances/search'),
  },
  'POST /address/:owner/transactions': {
    params: OwnerParams,
    body: withoutOwner(TokenTransactionSearchBody),
    response: TokenTransactionSearchResponseSchema,
    description: ownersAlias('POST /transactions/search'),
  },
  'GET /token_owner/address/:wallet': {
    params: WalletParams,
    response: TokenBalanceSchema,
    description: 'Everscan compatibility: the token wallet at an address, with its owner and root (404 for an address that is no token wallet).',
  },
} as const satisfies Record<string, RouteEntry>;
