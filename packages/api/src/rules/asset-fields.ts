/**
 * The fields of a token's asset information (spec 001 §3 project_meta and project_socials, §4 the asset form), in the
 * form's order: step 1 the project with its logo, step 2 the links.
 */
export const ASSET_BASIC_FIELDS = [
  'project_name',
  'project_website',
  'project_sector',
  'project_desc',
  'project_email',
  'asset_logo',
  'cmc_ticker',
  'coingecko_ticker',
] as const;
export const ASSET_SOCIAL_FIELDS = [
  'whitepaper_url',
  'medium_url',
  'github_url',
  'reddit_url',
  'telegram_url',
  'slack_url',
  'wechat_url',
  'facebook_url',
  'linkedin_url',
  'twitter_url',
  'discord_url',
] as const;

export type AssetBasicField = (typeof ASSET_BASIC_FIELDS)[number];
export type AssetSocialField = (typeof ASSET_SOCIAL_FIELDS)[number];
/** A field of the project's description (project_meta): step 1 without the logo. */
export type AssetMetaField = Exclude<AssetBasicField, 'asset_logo'>;
/** A field the form takes as text: every field but the logo. */
export type AssetTextField = AssetMetaField | AssetSocialField;
export type AssetField = AssetBasicField | AssetSocialField;

export const ASSET_META_FIELDS: readonly AssetMetaField[] = ASSET_BASIC_FIELDS.filter((field): field is AssetMetaField => field !== 'asset_logo');

/** The project's fields that may not be empty (with the logo, the form's required fields). */
export const REQUIRED_META_FIELDS = ['project_name', 'project_website', 'project_email'] as const;
type RequiredMetaField = (typeof REQUIRED_META_FIELDS)[number];

/** An asset's project fields as kept once checked: an empty optional field is null. */
export type AssetMeta = { readonly [Field in AssetMetaField]: Field extends RequiredMetaField ? string : string | null };
/** An asset's links as kept once checked: a link not given is null. */
export type AssetSocials = { readonly [Field in AssetSocialField]: string | null };

const REQUIRED = new Set<AssetMetaField>(REQUIRED_META_FIELDS);

/** The project fields `read` gives, one for each field of the list: a field it lacks is '' when required, else null. */
export function assetMetaOf(read: (field: AssetMetaField) => string | null | undefined): AssetMeta {
  return Object.fromEntries(ASSET_META_FIELDS.map((field) => [field, read(field) ?? (REQUIRED.has(field) ? '' : null)])) as AssetMeta;
}

/** The links `read` gives, one for each field of the list: a link it lacks is null. */
export function assetSocialsOf(read: (field: AssetSocialField) => string | null | undefined): AssetSocials {
  return Object.fromEntries(ASSET_SOCIAL_FIELDS.map((field) => [field, read(field) ?? null])) as AssetSocials;
}
