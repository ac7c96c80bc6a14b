import type { JWTPayload } from 'jose';

/**
 * Who is an admin, by configuration: the listed subjects, and anyone whose token carries the claim. `claim` is a
 * dotted path (`realm_access.roles`), optionally with `=value`: without one the claim must be `true`; with one it
 * must equal the value or be a list holding it.
 */
export interface AdminRule {
  readonly subjects?: readonly string[];
  readonly claim?: string;
}

export function isAdmin(claims: JWTPayload, rule: AdminRule): boolean {
  if (claims.sub !== undefined && rule.subjects?.includes(claims.sub)) return true;
  if (rule.claim === undefined) return false;
  const [path, expected] = splitClaim(rule.claim);
  const value = path.split('.').reduce<unknown>((node, name) => (isRecord(node) ? node[name] : undefined), claims);
  if (expected === undefined) return value === true;
  return value === expected || (Array.isArray(value) && value.includes(expected));
}

function splitClaim(claim: string): [string, string | undefined] {
  const equals = claim.indexOf('=');
  return equals < 0 ? [claim, undefined] : [claim.slice(0, equals), claim.slice(equals + 1)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
