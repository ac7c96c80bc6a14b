export { tokenOperations } from './token-operations.js';
export type { TokenOperation, TokenOperationKind, TokenParty, TokenStandard } from './token-operation.js';
