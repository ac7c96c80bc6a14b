import { isValidAddress } from '@tvmscan/tvm/address';

export type ContractId = { kind: 'address'; address: string } | { kind: 'codeHash'; codeHash: string } | { kind: 'empty' } | { kind: 'incorrect' };

/** Whether `text` names an account (an address-format check decides) or a code hash (64 hex digits). */
export function readContractId(text: string): ContractId {
  const id = text.trim();
  if (id.length === 0) return { kind: 'empty' };
  if (isValidAddress(id)) return { kind: 'address', address: id };
  if (/^[0-9a-fA-F]{64}$/.test(id)) return { kind: 'codeHash', codeHash: id.toLowerCase() };
  return { kind: 'incorrect' };
}

/** The last segment of a path-like contract name: the contract itself. */
export function contractShortName(name: string): string {
  return name.split('/').pop() ?? name;
}
