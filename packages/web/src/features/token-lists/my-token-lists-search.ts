/** My token lists as kept in the address: the id of the list whose settings are open, if any. */
export interface MyTokenListsSearch {
  settings?: number;
}

export function readMyTokenListsSearch(raw: Record<string, unknown>): MyTokenListsSearch {
  const settings = Number(raw.settings);
  return Number.isInteger(settings) && settings > 0 ? { settings } : {};
}
