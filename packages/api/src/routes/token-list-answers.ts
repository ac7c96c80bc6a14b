import type { ApprovedTokenInfo as ApprovedTokenRecord, TokenListProposalRecord, TokenListRecord, TokenListTokenRecord } from '@tvmscan/store';
import type { ApprovedTokenInfo, TokenList, TokenListProposal, TokenListToken, TokenListWrapper, TokenManifest } from '../schemas/token-lists.js';
import { approvedLogoUrl } from '../assets/asset-views.js';

function seconds(time: Date): number {
  return Math.floor(time.getTime() / 1000);
}

export function tokenListAnswer(list: TokenListRecord): TokenList {
  return {
    id: list.id,
    url: list.url,
    name: list.name,
    description: list.description,
    asset_logo_url: list.is_system ? null : list.asset_logo_url,
    verified: list.verified,
    is_public: list.is_public,
    is_system: list.is_system,
    tokens_count: list.tokens_count,
    proposals_count: list.proposals_count,
    updated_at: seconds(list.updated_at),
    version: list.version,
    is_owner: list.is_owner,
    is_manager: list.is_manager,
  };
}

export function tokenListWrapper(list: TokenListRecord): TokenListWrapper {
  return { token_list: tokenListAnswer(list), is_owner: list.is_owner };
}

/** The approved information of a token of `root`, its logo by the registry's URL; null while none was approved. */
function approvedInfo(root: string, info: ApprovedTokenRecord | null): ApprovedTokenInfo | null {
  return info === null ? null : { name: info.fullName, logo_url: approvedLogoUrl(root, info.activeFrom), website: info.website };
}

/** A token of a list: its logo is the approved one when there is one, else the one its manifest named. */
export function tokenAnswer(token: TokenListTokenRecord): TokenListToken {
  const approved_info = approvedInfo(token.root_address, token.approved_info);
  return { ...token, asset_logo_url: approved_info?.logo_url ?? token.asset_logo_url, approved_info };
}

export function proposalAnswer(proposal: TokenListProposalRecord): TokenListProposal {
  const approved_info = approvedInfo(proposal.root_address, proposal.approved_info);
  return { ...proposal, asset_logo_url: approved_info?.logo_url ?? proposal.asset_logo_url, approved_info, created_at: seconds(proposal.created_at) };
}

/**
 * The list as a token manifest, its tokens in the list's order, named and drawn by their approved information where
 * there is some; the version's minor counts the list's changes. Logos this site serves become absolute links on
 * `origin`, as a manifest is read elsewhere (and manifest readers take only http(s) logos).
 */
export function manifestAnswer(list: TokenListRecord, tokens: readonly TokenListTokenRecord[], origin: string): TokenManifest {
  const logoURI = (url: string | null) => (url === null ? {} : { logoURI: new URL(url, origin).href });
  return {
    name: list.name,
    timestamp: list.updated_at.toISOString(),
    version: { major: 1, minor: list.version, patch: 0 },
    ...(list.is_system ? {} : logoURI(list.asset_logo_url)),
    tokens: tokens.map(tokenAnswer).map((token) => ({
      address: token.root_address,
      symbol: token.symbol,
      name: token.approved_info?.name ?? token.full_name,
      decimals: token.decimals,
      ...logoURI(token.asset_logo_url),
    })),
  };
}
