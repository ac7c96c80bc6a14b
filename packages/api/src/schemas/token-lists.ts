import { Type, type Static } from 'typebox';
import { closed, Nullable } from './common.js';

/*
 * Token lists (spec 001 §2, §3, §4, §5, §7). The rules of §5 are checked by the routes rather than by these schemas,
 * so that a refused field is answered with the spec's text: a 400 whose `kind` is the §8 kind (MaxLen, Required, Url,
 * Email, Username, Unique, TonAddress, NotToken, TokenNotVerified, TokenAlreadyAdded, TokenProposalRejected, Error) and
 * whose `message` is `body/<field> <text of §8>`, e.g. `body/url Field must be unique`. The schemas only bound sizes.
 */

/** The most lists, tokens, addresses or emails one call takes or answers a page of. */
export const TOKEN_LIST_MAX_ITEMS = 100;

/** Free text: the §5 length rules are the routes' (their answers carry the spec's texts); this only bounds the body. */
const Text = (maxLength: number) => Type.String({ maxLength });
/** A root address as given; a malformed one is answered 'Wrong address' (kind TonAddress). */
const AddressText = Type.String({ maxLength: 200, description: 'a raw address wc:hex' });
const RawAddress = Type.String({ pattern: '^-?[0-9]{1,3}:[0-9a-f]{64}$', description: 'a raw address wc:hex' });
const Addresses = Type.Array(AddressText, { minItems: 1, maxItems: TOKEN_LIST_MAX_ITEMS });
const ListId = Type.Integer({ minimum: 1, description: "the list's numeric id" });
const UnixSeconds = Type.Integer({ minimum: 0, description: 'unix time in seconds' });
const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TOKEN_LIST_MAX_ITEMS, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
};
const OrderDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
  description: 'by the last update (the system list comes first either way); default desc',
});

export const TokenListIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: "the list's numeric id" }) }, closed);
export const TokenListUrlParams = Type.Object({ url: Type.String({ minLength: 1, maxLength: 200, description: "the list's url (ID)" }) }, closed);
export const TokenListAddressParams = Type.Object(
  { id: TokenListIdParams.properties.id, address: Type.String({ minLength: 1, maxLength: 200, description: 'a raw address wc:hex' }) },
  closed,
);

/** A list as every call answers it; `is_owner` and `is_manager` are the caller's roles (false when signed out). */
export const TokenListSchema = Type.Object(
  {
    id: ListId,
    url: Type.String({ description: 'the short unique ID; `system` is the list built from the configured manifests' }),
    name: Type.String(),
    description: Type.String(),
    asset_logo_url: Nullable(Type.String({ description: 'the logo; null for the system list' })),
    verified: Type.Boolean({ description: 'accepts only approved tokens; set at creation only' }),
    is_public: Type.Boolean({ description: 'a private list is visible to its owner and managers only' }),
    is_system: Type.Boolean(),
    tokens_count: Type.Integer({ minimum: 0 }),
    proposals_count: Type.Integer({ minimum: 0, description: 'pending proposals' }),
    updated_at: UnixSeconds,
    version: Type.Integer({ minimum: 1, description: 'raised by every change of the list or of its tokens' }),
    is_owner: Type.Boolean(),
    is_manager: Type.Boolean(),
  },
  closed,
);
/** The answer of one list: the list and whether the caller owns it. */
export const TokenListWrapperSchema = Type.Object({ token_list: TokenListSchema, is_owner: Type.Boolean() }, closed);
export const TokenListsResponseSchema = Type.Object({ token_lists: Type.Array(TokenListSchema) }, closed);
export const TokenListCountResponseSchema = Type.Object({ total_count: Type.Integer({ minimum: 0 }) }, closed);

/** A token's approved asset information, as a list shows it beside the token (spec 001 §3 token proposal / asset). */
export const ApprovedTokenInfoSchema = Type.Object(
  {
    name: Type.String({ description: 'the approved full name' }),
    logo_url: Type.String({ description: 'the approved logo (SVG), served by the registry' }),
    website: Type.String(),
  },
  closed,
);

/** A token of a list, in the list's order (`order` from 0). */
export const TokenListTokenSchema = Type.Object(
  {
    root_address: RawAddress,
    full_name: Type.String(),
    symbol: Type.String(),
    decimals: Type.Integer({ minimum: 0 }),
    asset_logo_url: Nullable(Type.String({ description: "the approved asset information's logo, when there is one" })),
    approved: Type.Boolean({ description: 'the token has approved asset information' }),
    approved_info: Nullable(ApprovedTokenInfoSchema),
    order: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export const TokenListTokensResponseSchema = Type.Object({ tokens: Type.Array(TokenListTokenSchema) }, closed);

export const TokenProposalStatusSchema = Type.Union([Type.Literal('Pending'), Type.Literal('Declined')]);
/** A token proposed to a list: pending until a manager adds or declines it; a declined token cannot be proposed again. */
export const TokenListProposalSchema = Type.Object(
  {
    root_address: RawAddress,
    full_name: Type.String(),
    symbol: Type.String(),
    decimals: Type.Integer({ minimum: 0 }),
    asset_logo_url: Nullable(Type.String()),
    approved: Type.Boolean(),
    approved_info: Nullable(ApprovedTokenInfoSchema),
    status: TokenProposalStatusSchema,
    created_at: UnixSeconds,
  },
  closed,
);
export const TokenListProposalsResponseSchema = Type.Object({ proposals: Type.Array(TokenListProposalSchema) }, closed);

/** Whether the caller may propose a token to a list (spec §4): blocked when added, pending or declined. */
export const ProposalStatusResponseSchema = Type.Object(
  { status: Type.Union([Type.Literal('Proposable'), Type.Literal('Added'), Type.Literal('Pending'), Type.Literal('Declined')]) },
  closed,
);

/** The list as a token manifest (served bare, not in `{data}`), tokens in the list's order. */
export const TokenManifestSchema = Type.Object(
  {
    name: Type.String(),
    timestamp: Type.String({ description: "ISO 8601 time of the list's last update" }),
    version: Type.Object({ major: Type.Integer(), minor: Type.Integer(), patch: Type.Integer() }, closed),
    logoURI: Type.Optional(Type.String()),
    tokens: Type.Array(
      Type.Object(
        {
          address: RawAddress,
          symbol: Type.String(),
          name: Type.String(),
          decimals: Type.Integer({ minimum: 0 }),
          logoURI: Type.Optional(Type.String()),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const TokenListListBody = Type.Object(
  {
    ...Paging,
    name: Type.Optional(Type.String({ maxLength: 127, description: 'a part of the name, any case' })),
    order_direction: Type.Optional(OrderDirection),
    verified: Type.Optional(Type.Boolean({ description: 'true: only verified lists' })),
  },
  closed,
);
export const TokenListCountBody = Type.Object({ name: TokenListListBody.properties.name, verified: TokenListListBody.properties.verified }, closed);
/** The signed-in list: private lists of the caller's too, and with `only_my` only the lists the caller owns or manages. */
export const MyTokenListListBody = Type.Object(
  {
    ...TokenListListBody.properties,
    only_my: Type.Optional(Type.Boolean({ description: 'only lists the caller owns or manages, in the order it set' })),
  },
  closed,
);
export const MyTokenListCountBody = Type.Object({ ...TokenListCountBody.properties, only_my: MyTokenListListBody.properties.only_my }, closed);

export const TokenListProposalListBody = Type.Object(
  {
    ...Paging,
    root_address: Type.Optional(AddressText),
    status: Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Declined')], { description: 'default Pending' })),
  },
  closed,
);
export const TokenListProposalCountBody = Type.Object(
  { root_address: TokenListProposalListBody.properties.root_address, status: TokenListProposalListBody.properties.status },
  closed,
);

/**
 * A new list (§5): url required, letters and digits only (Username), at least 4 (answered with the MaxLen kind and
 * 'Field cannot be longer than 4 characters', as the spec's client does), at most 127, not `system` and not taken
 * (Unique, any case); name required, at most 127; description at most 4096; logo required, a URL; managers valid emails.
 */
export const TokenListCreateBody = Type.Object(
  {
    url: Text(1000),
    name: Text(1000),
    description: Type.Optional(Text(10_000)),
    asset_logo: Text(10_000),
    is_public: Type.Boolean(),
    verified: Type.Boolean({ description: 'accepts only approved tokens; cannot be changed later' }),
    managers: Type.Optional(Type.Array(Text(1000), { maxItems: TOKEN_LIST_MAX_ITEMS, description: "managers' emails" })),
  },
  closed,
);
/** The owner's settings: any of name, description, logo and visibility (not the url, not the verified flag). */
export const TokenListUpdateBody = Type.Object(
  {
    name: Type.Optional(Text(1000)),
    description: Type.Optional(Text(10_000)),
    asset_logo: Type.Optional(Text(10_000)),
    is_public: Type.Optional(Type.Boolean()),
  },
  closed,
);
/** Deletion names the list exactly as it is called (spec §4). */
export const TokenListDeleteBody = Type.Object({ name: Text(1000) }, closed);
export const DeletedResponseSchema = Type.Object({ deleted: Type.Literal(true) }, closed);

/** Tokens to add or remove: each must be a known token root; a verified list takes only approved ones. */
export const TokenListTokensBody = Type.Object({ root_addresses: Addresses }, closed);
/** The new order of the list: every token of the list once, first to last. */
export const TokenListOrderingBody = Type.Object({ root_addresses: Type.Array(AddressText, { maxItems: 10_000 }) }, closed);
/** The caller's order of its own lists (My token lists): list ids first to last; lists not named follow. */
export const MyTokenListOrderingBody = Type.Object({ ids: Type.Array(ListId, { maxItems: 1000 }) }, closed);

export const TokenListProposeBody = Type.Object({ tokens: Addresses }, closed);
/** A manager's answer to proposals: `approve` adds them to the list, otherwise they are declined. */
export const TokenListProposalDecisionBody = Type.Object({ approve: Type.Boolean(), root_addresses: Addresses }, closed);

export const TokenListRolesResponseSchema = Type.Object({ is_owner: Type.Boolean(), is_manager: Type.Boolean() }, closed);

export const TokenListManagerSchema = Type.Object({ email: Type.String() }, closed);
export const TokenListManagersResponseSchema = Type.Object({ managers: Type.Array(TokenListManagerSchema) }, closed);
export const TokenListManagersBody = Type.Object(
  { emails: Type.Array(Text(1000), { minItems: 1, maxItems: TOKEN_LIST_MAX_ITEMS, description: 'valid emails' }) },
  closed,
);

export type TokenList = Static<typeof TokenListSchema>;
export type TokenListWrapper = Static<typeof TokenListWrapperSchema>;
export type ApprovedTokenInfo = Static<typeof ApprovedTokenInfoSchema>;
export type TokenListToken = Static<typeof TokenListTokenSchema>;
export type TokenListProposal = Static<typeof TokenListProposalSchema>;
export type TokenProposalStatus = Static<typeof TokenProposalStatusSchema>;
export type ProposalStatusResponse = Static<typeof ProposalStatusResponseSchema>;
export type TokenManifest = Static<typeof TokenManifestSchema>;
export type TokenListManager = Static<typeof TokenListManagerSchema>;
export type TokenListCreateRequest = Static<typeof TokenListCreateBody>;
export type TokenListUpdateRequest = Static<typeof TokenListUpdateBody>;

/** The kinds of a refused token-list field (spec §8), each answered with its text after the field's name. */
export type TokenListErrorKind =
  | 'MaxLen'
  | 'Required'
  | 'Url'
  | 'Email'
  | 'Username'
  | 'Unique'
  | 'TonAddress'
  | 'NotToken'
  | 'TokenNotVerified'
  | 'TokenAlreadyAdded'
  | 'TokenProposalRejected'
  | 'Error';
