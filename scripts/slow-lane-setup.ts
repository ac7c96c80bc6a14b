import { ensureBuild } from './build.js';

/** Vitest's global setup of the slow lane: its tests run the compiled `tvmscan` and read the web build, so both are built where stale. */
export default function setup(): void {
  ensureBuild();
}
