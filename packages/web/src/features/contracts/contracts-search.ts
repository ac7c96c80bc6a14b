/** The contracts list's page as kept in the URL (1-based; the first page is left out). */
export interface ContractsSearch {
  page?: number;
}

export function readContractsSearch(raw: Record<string, unknown>): ContractsSearch {
  const page = Number(raw.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}
