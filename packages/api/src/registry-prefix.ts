/** The registry's paths begin with the spec's own `/v1/…` (001 §7), so they are mounted under /api/registry. */
export const REGISTRY_PREFIX = '/api/registry';
