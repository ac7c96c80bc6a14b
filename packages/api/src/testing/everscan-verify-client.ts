import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A client of `POST /authorized/compile` written from the public source of Broxus' `everscan-verify`
 * (github.com/broxus/everscan-verify: src/main.rs `handle_verify`, shared-models/src/lib.rs `CompileRequest`,
 * `CompileResponse`), not from our server's code: the request is serde's serialisation of `CompileRequest` (fields in
 * declaration order), the nonce is milliseconds since 1970, and the signature is hex(HMAC-SHA256(secret,
 * api_key + hex(SHA-256(body)) + nonce)), sent as `X-API-KEY`, `signature` and `nonce`.
 */

/** `CompileRequest`: compiler, linker, sources, license, audit_url, project_link, in that order. */
export interface EverscanCompileRequest {
  compiler: { version: string; flags: string[] };
  linker: { version: string };
  sources: { path: string; content: string; source_type: 'CompileTarget' | 'VerifyTarget' | 'Dependency' }[];
  license: string;
  audit_url: string | null;
  project_link: string | null;
}

/** The body as serde_json writes the request: the same fields in the same order, no spaces. */
export function serdeBody(request: EverscanCompileRequest): string {
  const { compiler, linker, sources, license, audit_url, project_link } = request;
  return JSON.stringify({
    compiler: { version: compiler.version, flags: compiler.flags },
    linker: { version: linker.version },
    sources: sources.map(({ path, content, source_type }) => ({ path, content, source_type })),
    license,
    audit_url,
    project_link,
  });
}

/** everscan-verify's signature of a body. */
export function everscanSignature(apiKey: string, secret: string, body: string, nonce: string): string {
  const hash = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', secret).update(`${apiKey}${hash}${nonce}`).digest('hex');
}

/** What the tool does with a request: sign it now and post it to `{apiUrl}/authorized/compile`; `tamper` changes what is sent after signing. */
export async function everscanVerifySubmit(
  app: FastifyInstance,
  apiUrl: string,
  credentials: { apiKey: string; secret: string },
  request: EverscanCompileRequest | string,
  options: { nonce?: string; tamper?: (body: string) => string } = {},
): Promise<LightMyRequestResponse> {
  const body = typeof request === 'string' ? request : serdeBody(request);
  const nonce = options.nonce ?? String(Date.now());
  return app.inject({
    method: 'POST',
    url: `${apiUrl}/authorized/compile`,
    headers: {
      'content-type': 'application/json',
      'X-API-KEY': credentials.apiKey,
      signature: everscanSignature(credentials.apiKey, credentials.secret, body, nonce),
      nonce,
    },
    payload: options.tamper ? options.tamper(body) : body,
  });
}

/**
 * The answer as `render_markdown` reads it (serde's `CompileResponse`): `compiled` with a code hash each,
 * `already_verified` and `failed_to_verify` as maps; a missing field or a null code hash fails the tool.
 */
export function readCompileResponse(text: string): {
  compiled: { contract_name: string; code_hash: string }[];
  already_verified: Record<string, string>;
  failed_to_verify: Record<string, { compiler_output: { stdout: string; stderr: string }; linker_output: { stdout: string; stderr: string } | null }>;
} {
  const json = JSON.parse(text) as Record<string, unknown>;
  for (const field of ['compiled', 'already_verified', 'failed_to_verify']) {
    if (!(field in json)) throw new Error(`Invalid server answer: missing field \`${field}\``);
  }
  const compiled = json['compiled'] as { contract_name: string; code_hash: string | null }[];
  if (compiled.some((contract) => typeof contract.code_hash !== 'string')) throw new Error('No code hash');
  return json as ReturnType<typeof readCompileResponse>;
}
