import type { Address } from './address.js';
import { AddressError } from './address-error.js';
import { parseFriendlyAddress } from './friendly-address-parse.js';
import { parseRawAddress } from './raw-address-parse.js';

/** Parses an address in the raw form or any friendly form. Throws `AddressError` saying what is wrong. */
export function parseAddress(text: string): Address {
  return text.includes(':') ? parseRawAddress(text) : parseFriendlyAddress(text).address;
}

/** Whether `text` is an address in the raw form or any friendly form. */
export function isValidAddress(text: string): boolean {
  try {
    parseAddress(text);
    return true;
  } catch (error) {
    if (error instanceof AddressError) return false;
    throw error;
  }
}

/** The raw form of an address written in any form, as search links to it. Throws `AddressError`. */
export function toRawAddress(text: string): string {
  return parseAddress(text).toRaw();
}
