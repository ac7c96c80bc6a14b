import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';

export interface ParsedAddressList {
  /** The valid entries in raw form, each once. */
  addresses: string[];
  /** The entries that are not addresses, as typed. */
  invalid: string[];
}

/** Addresses typed one per line or separated by spaces, commas or semicolons; raw and friendly forms. */
export function parseAddressList(text: string): ParsedAddressList {
  const entries = text.split(/[\s,;]+/).filter((entry) => entry !== '');
  const valid = entries.filter((entry) => isValidAddress(entry));
  return {
    addresses: [...new Set(valid.map(toRawAddress))],
    invalid: entries.filter((entry) => !isValidAddress(entry)),
  };
}

export function writeAddressList(addresses: readonly string[] | undefined): string {
  return (addresses ?? []).join('\n');
}
