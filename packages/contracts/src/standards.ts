export { TIP3_FUNCTION_IDS, TIP3_V4_FUNCTION_IDS } from './tip3/tip3-function-ids.js';
export { JETTON_OPCODES } from './jetton/jetton-opcodes.js';
