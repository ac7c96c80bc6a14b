import type { ColumnType } from 'kysely';
import type { Int8, Json } from '../sql/columns.js';

export type AssetStatus = 'Pending' | 'Approved' | 'Rejected';

/** The project fields of an asset (spec 001 §3 project_meta); an empty optional field is null. */
export interface ProjectMetaJson {
  project_name: string;
  project_website: string;
  project_sector: string | null;
  project_desc: string | null;
  project_email: string;
  cmc_ticker: string | null;
  coingecko_ticker: string | null;
}

export const PROJECT_SOCIAL_FIELDS = [
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
export type ProjectSocialField = (typeof PROJECT_SOCIAL_FIELDS)[number];
/** The project's links (spec 001 §3 project_socials); a link not given is null. */
export type ProjectSocialsJson = Record<ProjectSocialField, string | null>;

export interface TokenOwnerLinksTable {
  user_id: Int8;
  root_address: string;
  owner_address: string;
  tx_hash: string;
  linked_at: ColumnType<Date, never, never>;
}

export interface TokenAssetProposalsTable {
  root_address: string;
  active_from: Int8;
  user_id: Int8;
  status: AssetStatus;
  full_name: string;
  symbol: string;
  logo_svg: string;
  project_meta: Json<ProjectMetaJson>;
  project_socials: Json<ProjectSocialsJson>;
  comment: string | null;
  review_comment: string | null;
  reviewed_at: ColumnType<Date | null, never, Date>;
}

/** Token ownership links and asset proposals: written only by the registry API. */
export interface TokenAssetSchema {
  token_owner_links: TokenOwnerLinksTable;
  token_asset_proposals: TokenAssetProposalsTable;
}
