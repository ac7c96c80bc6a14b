/** Leading (and as many trailing) hex digits the header's wallet address shows: 3 on small and medium screens, 5 above (spec 001 §2). */
export type AddressShortening = 3 | 5;

/** `0:1a2b3…e4f5a` for a raw address; anything else is returned as it is. */
export function shortenWalletAddress(address: string, digits: AddressShortening): string {
  const match = /^(-?\d+):([0-9a-fA-F]{64})$/.exec(address);
  if (!match) return address;
  const [, workchain, hex] = match as unknown as [string, string, string];
  return `${workchain}:${hex.slice(0, digits)}…${hex.slice(-digits)}`;
}
