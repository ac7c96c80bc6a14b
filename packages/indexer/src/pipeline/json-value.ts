import { toJsonText } from '@tvmscan/tvm';

/** JSON text for a jsonb column: bigints as decimal strings, cells as base64 BOCs. */
export function jsonValue(value: unknown): string {
  return toJsonText(value);
}
