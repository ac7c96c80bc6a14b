/** Requests per client and API in the current window, counted by every API process on the database. */
export interface RateLimitHitsTable {
  /** The API and the client: `/api/explorer/v1 203.0.113.7`, `/api/explorer/v1 api-key:12`. */
  key: string;
  hits: number;
  window_ends: Date;
}

export interface RateLimitSchema {
  rate_limit_hits: RateLimitHitsTable;
}
