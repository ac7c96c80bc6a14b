/**
 * How long the answer to a query of the opening screen, which the app's start asks for before the screen's code has
 * loaded, counts as fresh: the screen then takes it rather than asking again as it mounts.
 */
export const OPENING_DATA_FRESH_MS = 10_000;
