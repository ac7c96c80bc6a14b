export { Address } from './address.js';
export { AddressError } from './address-error.js';
export { addressForms } from './address-forms.js';
export type { AddressForms } from './address-forms.js';
export type { FriendlyOptions } from './friendly-address-format.js';
export { parseFriendlyAddress } from './friendly-address-parse.js';
export type { FriendlyAddress } from './friendly-address-parse.js';
export { isValidAddress, parseAddress, toRawAddress } from './parse-address.js';
export { parseRawAddress } from './raw-address-parse.js';
