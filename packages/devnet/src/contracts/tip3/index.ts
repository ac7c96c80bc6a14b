export { tokenRootState, type TokenRootConfig } from './token-root-state.js';
export {
  tokenRootConstructorBody,
  mintBody,
  deployWalletBody,
  type TokenRootConstructorArgs,
  type MintArgs,
  type DeployWalletArgs,
} from './token-root-bodies.js';
export { tokenRootDeploy, type TokenRootDeploy } from './token-root-deploy.js';
export { transferBody, burnBody, type TransferArgs, type BurnArgs } from './token-wallet-bodies.js';
export { tokenWalletAddress } from './token-wallet-address.js';
export { TIP3_VALUES } from './tip3-values.js';
