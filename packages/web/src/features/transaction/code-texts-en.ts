import { ACTION_RESULT_CODES, VM_EXIT_CODES } from '@tvmscan/tvm/error-catalogue';

/**
 * The meanings of the error catalogue (spec 000 §8): English as the codec's catalogue words them, keyed by the
 * displayed VM exit code (`exit`) and the action phase result code (`result`).
 */
export const codeTextsEn = {
  exit: Object.fromEntries([...VM_EXIT_CODES].map(([code, meaning]) => [String(code), meaning])) as Record<string, string>,
  result: Object.fromEntries([...ACTION_RESULT_CODES].map(([code, meaning]) => [String(code), meaning])) as Record<string, string>,
};
