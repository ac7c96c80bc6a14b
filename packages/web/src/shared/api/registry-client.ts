import type { RegistryRequestOf, RegistryResponseOf, RegistryRoute } from '@tvmscan/api/contract';
import { request } from './client.js';

type PathOf<Method extends string> = RegistryRoute extends infer Route ? (Route extends `${Method} ${infer Path}` ? Path : never) : never;
export type RegistryGetPath = PathOf<'GET'>;
export type RegistryPostPath = PathOf<'POST'>;
export type RegistryPutPath = PathOf<'PUT'>;
type GetRoute<Path extends RegistryGetPath> = Extract<RegistryRoute, `GET ${Path}`>;
type PostRoute<Path extends RegistryPostPath> = Extract<RegistryRoute, `POST ${Path}`>;
type PutRoute<Path extends RegistryPutPath> = Extract<RegistryRoute, `PUT ${Path}`>;

/**
 * The registry API seen from the browser, typed by its route table: a path takes the body its route validates and
 * answers the `data` its route answers. The signed-in calls go with the user's access token.
 */
export interface RegistryClient {
  get<Path extends RegistryGetPath>(path: Path, accessToken?: string): Promise<RegistryResponseOf<GetRoute<Path>>>;
  post<Path extends RegistryPostPath>(
    path: Path,
    body: RegistryRequestOf<PostRoute<Path>>,
    accessToken?: string,
  ): Promise<RegistryResponseOf<PostRoute<Path>>>;
  put<Path extends RegistryPutPath>(
    path: Path,
    body: RegistryRequestOf<PutRoute<Path>>,
    accessToken?: string,
  ): Promise<RegistryResponseOf<PutRoute<Path>>>;
}

/** Where tvmscan serves the registry API when the network config names no other place (`api.admin`). */
export const DEFAULT_REGISTRY_API = '/api/registry';

export function createRegistryClient(baseUrl: string): RegistryClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    get: (path, accessToken) => request('GET', base, path, undefined, bearer(accessToken)),
    post: (path, body, accessToken) => request('POST', base, path, body ?? {}, bearer(accessToken)),
    put: (path, body, accessToken) => request('PUT', base, path, body ?? {}, bearer(accessToken)),
  };
}

function bearer(accessToken: string | undefined): Record<string, string> {
  return accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` };
}
