import type { Page, PageRequest } from '../../src/sql/paging.js';

/** More pages than any test list has: a walk that goes on longer is going round in circles. */
const MAX_PAGES = 500;

/** Every item of a list, page by page in the Next direction; `between` runs after each page (to write meanwhile). */
export async function walkForward<T>(
  fetch: (page: PageRequest) => Promise<Page<T>>,
  limit: number,
  between: (pageIndex: number) => Promise<void> = async () => {},
): Promise<{ items: T[]; pages: Page<T>[] }> {
  const items: T[] = [];
  const pages: Page<T>[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < MAX_PAGES; index++) {
    const page: Page<T> = await fetch({ limit, cursor, direction: 'Next' });
    pages.push(page);
    items.push(...page.items);
    if (page.nextCursor === null) return { items, pages };
    cursor = page.nextCursor;
    await between(index);
  }
  throw new Error(`the walk did not end within ${MAX_PAGES} pages`);
}

/** Every item before the cursor, walking Prev pages back to the start; returned in list order. */
export async function walkBackward<T>(fetch: (page: PageRequest) => Promise<Page<T>>, limit: number, from: string): Promise<T[]> {
  const chunks: T[][] = [];
  let cursor: string | null = from;
  while (cursor !== null) {
    if (chunks.length === MAX_PAGES) throw new Error(`the walk did not end within ${MAX_PAGES} pages`);
    const page: Page<T> = await fetch({ limit, cursor, direction: 'Prev' });
    chunks.unshift(page.items);
    cursor = page.prevCursor;
  }
  return chunks.flat();
}

export function compareBigint(a: bigint | number | string, b: bigint | number | string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
