import { Type, type Static, type TSchema } from 'typebox';
import { ASSET_SOCIAL_FIELDS, type AssetMetaField, type AssetSocialField } from '../rules/index.js';
import { closed, Hash, HashInput, Nullable, RawAddressInput } from './common.js';

/** The 412 text of spec 001 §8 for a caller not linked as the token's owner. */
export const NOT_OWNER = 'You are not the owner of the token';

/**
 * Text fields take up to 10 000 characters at the schema, so that the field rules of spec 001 §5 (127 or 4096
 * characters) answer with their own message and kind rather than the schema's.
 */
const FormText = Type.String({ maxLength: 10_000 });
const OptionalFormText = Type.Optional(Nullable(FormText));

/** The project's links (the rules' field list), each of the schema `link`. */
function linksOf<Link extends TSchema>(link: Link): Record<AssetSocialField, Link> {
  return Object.fromEntries(ASSET_SOCIAL_FIELDS.map((field) => [field, link])) as Record<AssetSocialField, Link>;
}

export const ProjectMetadataInput = Type.Object(
  {
    project_name: FormText,
    project_website: FormText,
    project_sector: OptionalFormText,
    project_desc: OptionalFormText,
    project_email: FormText,
    cmc_ticker: OptionalFormText,
    coingecko_ticker: OptionalFormText,
  } satisfies Record<AssetMetaField, TSchema>,
  closed,
);

export const ProjectSocialsInput = Type.Object(linksOf(OptionalFormText), closed);

/** A new version of a token's asset information: the two steps of the asset form, and the logo as base64 SVG. */
export const TokenProposalBody = Type.Object(
  {
    root_address: RawAddressInput,
    asset_logo: Type.String({ maxLength: 200_000, description: 'the logo: an SVG file in base64, at most 100 000 characters once decoded' }),
    project_metadata: ProjectMetadataInput,
    project_socials: ProjectSocialsInput,
    comment: Type.Optional(Nullable(Type.String({ maxLength: 4096 }))),
  },
  closed,
);

const Status = Type.Union([Type.Literal('Pending'), Type.Literal('Approved'), Type.Literal('Rejected')]);
const ActiveFrom = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'when the version was submitted, unix time in ms' });

export const ProjectMetaSchema = Type.Object(
  {
    project_name: Type.String(),
    project_website: Type.String(),
    project_sector: Nullable(Type.String()),
    project_desc: Nullable(Type.String()),
    project_email: Type.String(),
    cmc_ticker: Nullable(Type.String()),
    coingecko_ticker: Nullable(Type.String()),
  } satisfies Record<AssetMetaField, TSchema>,
  closed,
);

export const ProjectSocialsSchema = Type.Object(linksOf(Nullable(Type.String())), closed);

/** One version of a token's asset information (spec 001 §3 token proposal / asset), as its owner and the admins see it. */
export const TokenAssetSchema = Type.Object(
  {
    root_address: Type.String(),
    full_name: Type.String(),
    symbol: Type.String(),
    asset_url: Type.String({ description: "the project's website" }),
    asset_logo_url: Nullable(Type.String({ description: 'where the approved logo is served; null before approval' })),
    asset_logo: Type.String({ description: "this version's logo: the sanitised SVG in base64" }),
    approved: Type.Boolean(),
    status: Status,
    active_from: ActiveFrom,
    review_comment: Nullable(Type.String()),
    comment: Nullable(Type.String()),
    user_id: Type.String({ description: 'who submitted it (subject)' }),
    project_meta: ProjectMetaSchema,
    project_socials: ProjectSocialsSchema,
  },
  closed,
);

const ListFilterFields = {
  only_for_owner: Type.Optional(Type.Boolean({ default: true, description: "false lists every user's proposals: admins only" })),
  only_last_proposal: Type.Optional(Type.Boolean({ default: false })),
  root_address: Type.Optional(RawAddressInput),
  status: Type.Optional(Type.Array(Status, { maxItems: 3 })),
};

export const TokenProposalCountBody = Type.Object(ListFilterFields, closed);

export const TokenProposalListBody = Type.Object(
  {
    ...ListFilterFields,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
    order_by: Type.Optional(Type.Literal('active_from')),
    order_direction: Type.Optional(Type.Literal('desc')),
  },
  closed,
);
export const TokenProposalListSchema = Type.Object({ proposals: Type.Array(TokenAssetSchema), total_count: Type.Integer({ minimum: 0 }) }, closed);

export const OwnedTokensBody = Type.Object({}, closed);
export const OwnedTokensSchema = Type.Object(
  {
    tokens: Type.Array(
      Type.Object(
        { root_address: Type.String(), name: Type.String(), symbol: Type.String(), linked_at: Type.Integer({ description: 'unix time in seconds' }) },
        closed,
      ),
    ),
  },
  closed,
);
export type OwnedTokens = Static<typeof OwnedTokensSchema>;

export const RootAddressBody = Type.Object({ root_address: RawAddressInput }, closed);
export const LinkOwnerBody = Type.Object({ root_address: RawAddressInput, tx_hash: HashInput }, closed);

/** What the wallet sends to prove ownership (spec 001 §4): the call, its amount and bounce flag, its destination. */
export const OwnershipVerificationSchema = Type.Object(
  {
    address: Type.String({ description: "the network's tokenVerificationAddress" }),
    amount: Type.String({ description: 'nano units' }),
    bounce: Type.Boolean(),
    abi: Type.String({ description: 'the ABI of the call, as JSON text' }),
    method: Type.String(),
    params: Type.Object({ userHash: Type.String({ description: 'SHA-256 of the user id (subject), 0x-prefixed hex' }) }, closed),
  },
  closed,
);
export const IsOwnerSchema = Type.Object(
  {
    is_owner: Type.Boolean(),
    owner_address: Nullable(Type.String({ description: "the token root's owner as indexed" })),
    verification: Nullable(OwnershipVerificationSchema),
  },
  closed,
);
export const LinkOwnerSchema = Type.Object({ is_owner: Type.Literal(true), tx_hash: Hash }, closed);

export const VoteBody = Type.Object(
  {
    root_address: RawAddressInput,
    active_from: ActiveFrom,
    kind: Type.Union([Type.Literal('Approve'), Type.Literal('Reject')]),
    reason: Type.Optional(Nullable(Type.String({ maxLength: 4096 }))),
  },
  closed,
);
export const PreviousVersionBody = Type.Object({ root_address: RawAddressInput, active_from: ActiveFrom, status: Type.Optional(Status) }, closed);

/** A token's approved information as anyone sees it. */
export const PublicTokenInfoSchema = Type.Object(
  {
    root_address: Type.String(),
    full_name: Type.String(),
    symbol: Type.String(),
    asset_url: Type.String(),
    asset_logo_url: Type.String(),
    approved: Type.Literal(true),
    active_from: ActiveFrom,
    project_meta: Type.Object(
      {
        project_name: Type.String(),
        project_website: Type.String(),
        project_sector: Nullable(Type.String()),
        project_desc: Nullable(Type.String()),
        cmc_ticker: Nullable(Type.String()),
        coingecko_ticker: Nullable(Type.String()),
      },
      closed,
    ),
    project_socials: ProjectSocialsSchema,
  },
  closed,
);
export const PublicTokenListBody = Type.Object(
  {
    root_addresses: Type.Optional(Type.Array(RawAddressInput, { maxItems: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  },
  closed,
);
export const PublicTokenListSchema = Type.Object({ tokens: Type.Array(PublicTokenInfoSchema), total_count: Type.Integer({ minimum: 0 }) }, closed);

export type TokenAsset = Static<typeof TokenAssetSchema>;
export type TokenProposalList = Static<typeof TokenProposalListSchema>;
export type TokenProposalInput = Static<typeof TokenProposalBody>;
export type IsOwnerAnswer = Static<typeof IsOwnerSchema>;
export type OwnershipVerification = Static<typeof OwnershipVerificationSchema>;
export type PublicTokenInfo = Static<typeof PublicTokenInfoSchema>;
export type PublicTokenList = Static<typeof PublicTokenListSchema>;
export type AssetStatusName = Static<typeof Status>;

/** The token root a public info call names in its path. */
export const TokenAddressParams = Type.Object({ address: RawAddressInput }, { additionalProperties: false });
