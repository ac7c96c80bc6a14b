export { ACTION_RESULT_CODES, resultCodeMeaning } from './action-result-codes.js';
export { displayExitCode, exitCodeMeaning } from './exit-code-meaning.js';
export { VM_EXIT_CODES } from './vm-exit-codes.js';
