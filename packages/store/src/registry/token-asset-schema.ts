import type { ColumnType } from 'kysely';
import type { Int8, Json } from '../sql/columns.js';

export type AssetStatus = 'Pending' | 'Approved' | 'Rejected';

/**
 * An asset's project fields (spec 001 §3 project_meta) as the registry API checked them: which fields there are is the
 * API's rule (`@tvmscan/api/rules`); the store keeps them as JSON and reads only the website.
 */
export interface ProjectMetaJson {
  readonly project_website: string;
  readonly [field: string]: string | null;
}

/** An asset's links (spec 001 §3 project_socials) by field, as the registry API checked them; a link not given is null. */
export type ProjectSocialsJson = Readonly<Record<string, string | null>>;

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
