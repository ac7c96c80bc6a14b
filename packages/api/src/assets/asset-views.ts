import type { AssetProposalRecord } from '@tvmscan/store';
import { REGISTRY_PREFIX } from '../registry-prefix.js';
import { assetMetaOf, assetSocialsOf, type AssetMeta, type AssetSocials } from '../rules/index.js';
import type { PublicTokenInfo, TokenAsset } from '../schemas/token-asset.js';

/** Where an approved version's logo is served (its version in the query, so that a new approval is a new URL). */
export function logoUrl(registryPrefix: string, proposal: AssetProposalRecord): string {
  return `${registryPrefix}/v1/info/address/${proposal.rootAddress}/logo.svg?v=${proposal.activeFrom}`;
}

/** The logo URL of the approved version of `root` active from `activeFrom`, under the registry's own mount. */
export function approvedLogoUrl(root: string, activeFrom: number): string {
  return `${REGISTRY_PREFIX}/v1/info/address/${root}/logo.svg?v=${activeFrom}`;
}

/** A stored version's project fields and links, each of the rules' fields (a row written before a field was added lacks it). */
const metaOf = ({ projectMeta }: AssetProposalRecord): AssetMeta => assetMetaOf((field) => projectMeta[field]);
const socialsOf = ({ projectSocials }: AssetProposalRecord): AssetSocials => assetSocialsOf((field) => projectSocials[field]);

/** A version as its owner and the admins see it, e-mail and logo included. */
export function tokenAssetView(registryPrefix: string, proposal: AssetProposalRecord): TokenAsset {
  return {
    root_address: proposal.rootAddress,
    full_name: proposal.fullName,
    symbol: proposal.symbol,
    asset_url: proposal.projectMeta.project_website,
    asset_logo_url: proposal.status === 'Approved' ? logoUrl(registryPrefix, proposal) : null,
    asset_logo: Buffer.from(proposal.logoSvg, 'utf8').toString('base64'),
    approved: proposal.status === 'Approved',
    status: proposal.status,
    active_from: proposal.activeFrom,
    review_comment: proposal.reviewComment,
    comment: proposal.comment,
    user_id: proposal.subject,
    project_meta: metaOf(proposal),
    project_socials: socialsOf(proposal),
  };
}

/** An approved version as anyone sees it: no e-mail, no comments, the logo by URL. */
export function publicTokenInfo(registryPrefix: string, proposal: AssetProposalRecord): PublicTokenInfo {
  const meta = metaOf(proposal);
  return {
    root_address: proposal.rootAddress,
    full_name: proposal.fullName,
    symbol: proposal.symbol,
    asset_url: meta.project_website,
    asset_logo_url: logoUrl(registryPrefix, proposal),
    approved: true,
    active_from: proposal.activeFrom,
    project_meta: {
      project_name: meta.project_name,
      project_website: meta.project_website,
      project_sector: meta.project_sector,
      project_desc: meta.project_desc,
      cmc_ticker: meta.cmc_ticker,
      coingecko_ticker: meta.coingecko_ticker,
    },
    project_socials: socialsOf(proposal),
  };
}
