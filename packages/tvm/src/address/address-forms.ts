import type { Address } from './address.js';

/** The five forms of an address shown on the account page. */
export interface AddressForms {
  readonly raw: string;
  readonly bounceable: string;
  readonly bounceableUrl: string;
  readonly nonBounceable: string;
  readonly nonBounceableUrl: string;
}

/** Raw, bounceable and non-bounceable in standard and url-safe base64; `testOnly` marks the friendly ones. */
export function addressForms(address: Address, { testOnly = false }: { readonly testOnly?: boolean } = {}): AddressForms {
  return {
    raw: address.toRaw(),
    bounceable: address.toFriendly({ bounceable: true, urlSafe: false, testOnly }),
    bounceableUrl: address.toFriendly({ bounceable: true, urlSafe: true, testOnly }),
    nonBounceable: address.toFriendly({ bounceable: false, urlSafe: false, testOnly }),
    nonBounceableUrl: address.toFriendly({ bounceable: false, urlSafe: true, testOnly }),
  };
}
