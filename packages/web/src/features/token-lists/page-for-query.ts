import { useState } from 'react';

/** A page number that goes back to 1 whenever `query` changes, and the way to turn it. */
export function usePageForQuery(query: string): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ query, page: 1 });
  return [paging.query === query ? paging.page : 1, (page) => setPaging({ query, page })];
}
