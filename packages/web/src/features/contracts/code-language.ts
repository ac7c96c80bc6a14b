/** The highlighting a code viewer uses: JSON (the ABI), Solidity (`.sol`, and `.tsol`, which this family's sources use), or none. */
export type CodeLanguage = 'json' | 'solidity' | 'text';

export function languageOfPath(path: string): CodeLanguage {
  if (/\.t?sol$/i.test(path)) return 'solidity';
  if (/\.(json|abi)$/i.test(path)) return 'json';
  return 'text';
}
