export { jettonMinterCode, jettonWalletCode } from './jetton-artifacts.js';
export { onchainJettonContent, type JettonMetadata } from './jetton-content.js';
export { jettonMinterState, jettonWalletAddress, type JettonMinterConfig } from './jetton-state.js';
export {
  jettonMintBody,
  jettonTransferBody,
  jettonBurnBody,
  JETTON_MINT_OP,
  type JettonMintArgs,
  type JettonTransferArgs,
  type JettonBurnArgs,
} from './jetton-bodies.js';
export { JETTON_VALUES } from './jetton-values.js';
