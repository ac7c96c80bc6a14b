import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The local provider's secrets: its token-signing key and the keys of its cookies. */
interface ProviderKeys {
  readonly signing: JWK[];
  readonly cookies: string[];
}

const FILE = 'keys.json';

/** The keys kept in `folder`, made at the first start (an ES256 signing key, a cookie key), so that tokens outlive a restart. */
export async function loadOrCreateProviderKeys(folder: string): Promise<ProviderKeys> {
  const file = join(folder, FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const keys: ProviderKeys = {
    signing: [{ ...jwk, alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') }],
    cookies: [randomBytes(32).toString('base64url')],
  };
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
