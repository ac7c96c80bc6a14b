import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';
import { arrayItem, innerParam, optionalInner, type AbiParam } from './abi-types.js';
import { defaultFieldValue, fieldKindOf, mapParams, type FieldValue } from './field-kinds.js';

/** Why a value cannot be sent as its ABI type; the form names the field and says why in words. */
export type FieldProblem = 'notNumber' | 'negative' | 'notAddress' | 'notPublicKey' | 'notBase64' | 'noMapTypes';

/** A field whose value the ABI cannot take: `path` names it (`owner`, `recipients[2]`, `config.fee`). */
export class FieldValueError extends Error {
  constructor(
    readonly path: string,
    readonly problem: FieldProblem,
  ) {
    super(`${path}: ${problem}`);
    this.name = 'FieldValueError';
  }
}

/** An ABI value as nekoton and the wallets take it: integers as decimal strings, raw addresses, base64 cells and bytes, maps as pairs. */
export type AbiValue = string | boolean | null | readonly AbiValue[] | { readonly [name: string]: AbiValue };

const INTEGER = /^-?(?:\d+|0x[0-9a-f]+)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PUBLIC_KEY = /^(?:0x)?[0-9a-f]{64}$/i;

/** The form's value of a field as the ABI value it sends; a FieldValueError names the first field it cannot send. */
export function toAbiValue(param: AbiParam, value: FieldValue, path = param.name): AbiValue {
  switch (fieldKindOf(param.type)) {
    case 'optional':
      return toAbiValue(innerParam(param, param.name, optionalInner(param.type)!), value, path);
    case 'array': {
      const item = innerParam(param, param.name, arrayItem(param.type)!.type);
      return listOf(value).map((entry, index) => toAbiValue(item, entry, `${path}[${index}]`));
    }
    case 'map': {
      const inner = mapParams(param);
      if (!inner) throw new FieldValueError(path, 'noMapTypes');
      return listOf(value).map((entry, index) => {
        const [key, item] = listOf(entry);
        return [toAbiValue(inner.key, key ?? '', `${path}[${index}].key`), toAbiValue(inner.value, item ?? '', `${path}[${index}].value`)];
      });
    }
    case 'tuple': {
      const values = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FieldValue>) : {};
      return Object.fromEntries(
        (param.components ?? []).map((component) => [
          component.name,
          toAbiValue(component, values[component.name] ?? defaultFieldValue(component), `${path}.${component.name}`),
        ]),
      );
    }
    case 'bool':
      return value === true;
    case 'number':
      return numberOf(param.type, textOf(value), path);
    case 'address':
      return addressOf(textOf(value), path);
    case 'publicKey':
      return publicKeyOf(textOf(value), path);
    case 'textArea':
      return param.type === 'string' ? textOf(value) : base64Of(textOf(value), path);
    case 'unknown':
      return textOf(value);
  }
}

/** An ABI value (an output, a contract field) as the form holds it: the inverse of toAbiValue. */
export function fromAbiValue(param: AbiParam, value: unknown): FieldValue {
  const kind = fieldKindOf(param.type);
  if (kind === 'optional') {
    const inner = innerParam(param, param.name, optionalInner(param.type)!);
    return value === null || value === undefined ? defaultFieldValue(inner) : fromAbiValue(inner, value);
  }
  if (kind === 'array') {
    const item = innerParam(param, param.name, arrayItem(param.type)!.type);
    return Array.isArray(value) ? value.map((entry: unknown) => fromAbiValue(item, entry)) : [];
  }
  if (kind === 'map') {
    const inner = mapParams(param);
    if (!inner || !Array.isArray(value)) return [];
    return value.map((entry: unknown) => {
      const [key, item] = Array.isArray(entry) ? (entry as unknown[]) : [];
      return [fromAbiValue(inner.key, key), fromAbiValue(inner.value, item)];
    });
  }
  if (kind === 'tuple') {
    const values = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries((param.components ?? []).map((component) => [component.name, fromAbiValue(component, values[component.name])]));
  }
  if (kind === 'bool') return value === true;
  if (value === null || value === undefined) return kind === 'publicKey' ? '' : defaultFieldValue(param);
  return typeof value === 'string' ? value : String(value);
}

function listOf(value: FieldValue): readonly FieldValue[] {
  return Array.isArray(value) ? (value as readonly FieldValue[]) : [];
}

function textOf(value: FieldValue): string {
  return typeof value === 'string' ? value : '';
}

/** A whole number in decimal or 0x hex, sent in decimal; an unsigned type takes no minus. */
function numberOf(type: string, text: string, path: string): string {
  const trimmed = text.trim();
  if (!INTEGER.test(trimmed)) throw new FieldValueError(path, 'notNumber');
  const negative = trimmed.startsWith('-');
  const magnitude = BigInt(negative ? trimmed.slice(1) : trimmed);
  if (negative && magnitude !== 0n && /^(?:uint|varuint|time|timestamp|expire|gram|token)/.test(type)) throw new FieldValueError(path, 'negative');
  return (negative ? -magnitude : magnitude).toString();
}

/** An address passes the address check (any form) and is sent raw; anything else is no address. */
function addressOf(text: string, path: string): string {
  const trimmed = text.trim();
  if (!isValidAddress(trimmed)) throw new FieldValueError(path, 'notAddress');
  return toRawAddress(trimmed);
}

/** A public key is 64 hex digits (a 0x before them is dropped); an empty one is none. */
function publicKeyOf(text: string, path: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!PUBLIC_KEY.test(trimmed)) throw new FieldValueError(path, 'notPublicKey');
  return trimmed.replace(/^0x/i, '').toLowerCase();
}

function base64Of(text: string, path: string): string {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 !== 0) throw new FieldValueError(path, 'notBase64');
  return compact;
}
