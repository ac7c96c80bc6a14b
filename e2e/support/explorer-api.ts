import type { APIRequestContext } from '@playwright/test';

/** Calls the explorer API of the spec's stack (POST with a JSON body, or GET without one) and returns `data`. */
export async function explorerApi<T>(request: APIRequestContext, call: string, body?: object): Promise<T> {
  const url = `/api/explorer/v1${call}`;
  const response = body === undefined ? await request.get(url) : await request.post(url, { data: body });
  if (!response.ok()) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
