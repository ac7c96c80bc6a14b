import { StoreError } from '../store-error.js';

/** The spec 001 §8 kinds of a token-list change the store refuses; the API answers each with its text. */
export type TokenListRuleKind = 'Unique' | 'NotToken' | 'TokenNotVerified' | 'TokenAlreadyAdded' | 'TokenProposalRejected' | 'Error';

/** A token-list change its rules refuse: `field` names the request field (`url`, `root_addresses/1`), `kind` the rule. */
export class TokenListRuleError extends StoreError {
  declare readonly code: 'token-list-rule';

  constructor(
    readonly field: string,
    readonly kind: TokenListRuleKind,
    readonly detail?: string,
  ) {
    super('token-list-rule', `${field}: ${kind}${detail === undefined ? '' : ` (${detail})`}`);
  }
}
