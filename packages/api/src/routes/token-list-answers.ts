import type { TokenListProposalRecord, TokenListRecord, TokenListTokenRecord } from '@tvmscan/store';
import type { TokenList, TokenListProposal, TokenListToken, TokenListWrapper, TokenManifest } from '../schemas/token-lists.js';

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

export function tokenAnswer(token: TokenListTokenRecord): TokenListToken {
  return { ...token };
}

export function proposalAnswer(proposal: TokenListProposalRecord): TokenListProposal {
  return { ...proposal, created_at: seconds(proposal.created_at) };
}

/** The list as a token manifest, its tokens in the list's order; the version's minor counts the list's changes. */
export function manifestAnswer(list: TokenListRecord, tokens: readonly TokenListTokenRecord[]): TokenManifest {
  return {
    name: list.name,
    timestamp: list.updated_at.toISOString(),
    version: { major: 1, minor: list.version, patch: 0 },
    ...(list.asset_logo_url === null || list.is_system ? {} : { logoURI: list.asset_logo_url }),
    tokens: tokens.map((token) => ({
      address: token.root_address,
      symbol: token.symbol,
      name: token.full_name,
      decimals: token.decimals,
      ...(token.asset_logo_url === null ? {} : { logoURI: token.asset_logo_url }),
    })),
  };
}
