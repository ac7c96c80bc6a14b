import { DASH } from '../../shared/format/index.js';
import type { ExplainedCode } from './transaction-outcome.js';

/** A code followed by its catalogue meaning when known: '37 — Insufficient balance'. */
export function ExplainedCodeText({ code }: { code: ExplainedCode | null }) {
  if (code === null) return DASH;
  return code.meaning === null ? String(code.code) : `${code.code} — ${code.meaning}`;
}
