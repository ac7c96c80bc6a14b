import * as nt from 'nekoton-wasm';
import { VerifyError } from '../verify-error.js';

/** What the caller gives to place a contract: a value for each init field of its ABI, a public key, a workchain. */
export interface InitialData {
  readonly init_data: Record<string, unknown>;
  readonly public_key?: string | null;
  readonly workchain?: 0 | -1;
}

interface InitField {
  readonly name: string;
  readonly type: string;
  readonly components?: unknown;
}

/** The fields that fix a contract's address: `fields` marked `init` (ABI 2.3 and later), else the `data` list. */
export function initFieldsOf(abi: unknown): InitField[] {
  const { fields, data } = (abi ?? {}) as { fields?: (InitField & { init?: boolean })[]; data?: InitField[] };
  const marked = (fields ?? []).filter((field) => field.init === true);
  return marked.length > 0 ? marked : (data ?? []);
}

/** The raw address (wc:hex) of the contract this TVC and ABI deploy with this initial data. */
export function expectedAddress(tvc: string, abi: unknown, initial: InitialData): string {
  const fields = initFieldsOf(abi);
  checkFields(fields, initial.init_data);
  return nt.getExpectedAddress(tvc, JSON.stringify(abi), initial.workchain ?? 0, initial.public_key ?? null, initial.init_data as nt.TokensObject)
    .address;
}

/** Each field on its own, so that a value the ABI does not take is named; nekoton's own message says why. */
function checkFields(fields: readonly InitField[], values: Record<string, unknown>): void {
  const names = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(values).find((name) => !names.has(name));
  if (unknown !== undefined) throw initDataError(unknown, 'is not an init field of the contract ABI');
  for (const field of fields) {
    if (!field.name) throw new VerifyError('init-data', 'the contract ABI has an init field without a name', { field: 'init_data' });
    if (!(field.name in values)) throw initDataError(field.name, `is missing: the contract ABI needs a ${field.type}`);
    try {
      nt.packIntoCell([field as nt.AbiParam], { [field.name]: values[field.name] } as nt.TokensObject, '2.2');
    } catch (error) {
      throw initDataError(field.name, `is not a valid ${field.type}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function initDataError(name: string, message: string): VerifyError {
  return new VerifyError('init-data', message, { field: `init_data/${name}` });
}
