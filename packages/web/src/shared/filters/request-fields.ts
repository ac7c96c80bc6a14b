/** The list when it has entries; an empty filter list means no restriction and is left out of the request. */
export function nonEmpty<T>(list: readonly T[] | undefined): T[] | undefined {
  return list && list.length > 0 ? [...list] : undefined;
}

/** The request without the fields left undefined. */
export function definedFields<T extends object>(request: T): T {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as T;
}
