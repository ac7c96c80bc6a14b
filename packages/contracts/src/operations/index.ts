export { tokenOperations } from './token-operations.js';
export type { TokenOperation, TokenOperationKind, TokenParty, TokenStandard } from './token-operation.js';
export { tokenDeployInit, type TokenDeployInit, type TokenRootInit, type TokenWalletInit } from './token-deploy-init.js';
