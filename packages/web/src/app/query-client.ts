import { QueryCache, QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A failed load is logged and its view stays empty (spec 000 §7).
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
