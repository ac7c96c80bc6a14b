import { useTranslation } from 'react-i18next';
import { DASH } from '../../shared/format/index.js';
import type { ExplainedCode } from './transaction-outcome.js';

/** A code followed by its catalogue meaning in the visitor's language when known: '37 — Insufficient balance'. */
export function ExplainedCodeText({ code }: { code: ExplainedCode | null }) {
  const meaning = useCodeMeaning(code);
  if (code === null) return DASH;
  return meaning === null ? String(code.code) : `${code.code} — ${meaning}`;
}

/** The catalogue meaning of a code in the visitor's language; null when the catalogue does not know the code. */
export function useCodeMeaning(code: ExplainedCode | null): string | null {
  const { t } = useTranslation('codes');
  if (code === null || code.meaning === null) return null;
  return t(`${code.source}.${code.code}`);
}
