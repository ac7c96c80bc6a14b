/** An init field of a contract ABI: one input of the initial-data form. */
export interface InitField {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly InitField[];
}

/** The fields that fix a contract's address: `fields` marked `init` (ABI 2.3 and later), else the `data` list. */
export function initFieldsOf(abi: unknown): InitField[] {
  const { fields, data } = (abi ?? {}) as { fields?: (InitField & { init?: boolean })[]; data?: InitField[] };
  const marked = (fields ?? []).filter((field) => field.init === true);
  return marked.length > 0 ? marked : (data ?? []);
}
