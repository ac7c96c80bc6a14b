export { ContractsError, GetterError, type ContractsErrorCode } from './errors.js';
export { TIP3_FUNCTION_IDS, TIP3_V4_FUNCTION_IDS, JETTON_OPCODES } from './standards.js';
export { tokenOperations, type TokenOperation, type TokenOperationKind, type TokenParty, type TokenStandard } from './operations/index.js';
export { runGetter, type AbiInput, type AbiOutput } from './getters/run-getter.js';
export { runTvmGetter } from './getters/run-tvm-getter.js';
export { outputString, outputUint } from './getters/getter-output.js';
export { loadTrimmedAbi } from './getters/abi-file.js';
export type { AccountSource } from './getters/account-source.js';
export { tokenRootAbi, tokenWalletAbi } from './tip3/tip3-abis.js';
export {
  readTokenRootInfo,
  readTotalSupply,
  readWalletOf,
  readTokenBalance,
  readTokenWalletOwnership,
  readTokenWalletInfo,
  type TokenRootInfo,
  type TokenWalletInfo,
} from './tip3/tip3-getters.js';
export { fetchTokenRootInfo, fetchWalletOf, fetchTokenWalletInfo } from './tip3/tip3-source-getters.js';
export { readJettonData, readJettonWalletAddress, readJettonWalletData, type JettonData, type JettonWalletData } from './jetton/jetton-getters.js';
export { fetchJettonData, fetchJettonWalletAddress, fetchJettonWalletData } from './jetton/jetton-source-getters.js';
export { readJettonContent, DEFAULT_JETTON_DECIMALS, type JettonContent } from './jetton/jetton-content.js';
export { NFT_INTERFACE_IDS, ASKED_INTERFACE_IDS, standardsOf, type NftStandardName } from './tip4/tip4-interfaces.js';
export {
  readSupportedInterfaces,
  readTip4NftInfo,
  readTip4Json,
  readTip4CollectionInfo,
  readCollectionUrl,
  readUrlParts,
  readNftUrl,
  NO_SUCH_FUNCTION,
  type Tip4NftInfo,
  type Tip4CollectionInfo,
} from './tip4/tip4-getters.js';
export { fetchTip4Collection, fetchTip4Nft, type Tip4Reading } from './tip4/tip4-source-getters.js';
export {
  nftEvents,
  burnedNft,
  NFT_EVENT_IDS,
  ZERO_ADDRESS,
  type NftChainEvent,
  type NftCreatedEvent,
  type NftBurnedEvent,
  type NftPartyEvent,
  type NftEventName,
} from './tip4/nft-events.js';
export { MULTI_TOKEN_INTERFACE_IDS } from './multi/multi-interfaces.js';
export { MULTI_TOKEN_ABI_TEXT } from './multi/multi-abi.js';
export { multiTokenEvents, MULTI_TOKEN_EVENT_IDS, type MultiTokenChainEvent, type MultiTokenEventName } from './multi/multi-token-events.js';

// Actions: what a transaction did, as structured fields (the classifier is also the `./actions` entry), and message
// bodies read with known ABIs.
export {
  ACTION_TYPES,
  readTransaction,
  classifyTransaction,
  classifyTrace,
  standardFunction,
  ELECTOR_ADDRESS,
  WALLET_STANDARDS,
  walletStandardOf,
  walletAbiText,
  type Action,
  type ActionType,
  type ActionToken,
  type StepFailure,
  type TokenSide,
  type WalletTransfer,
  type TransactionReading,
  type MessageReading,
  type BodyReading,
  type ActionInput,
  type ResolvedTokenOperation,
  type NftEventFact,
  type MultiTokenMovement,
  type ContractFact,
  type WalletStandard,
  type WalletStandardName,
  type JsonValue,
} from './actions/index.js';
export { decodeMessageBody, inboundFunctionIds, type DecodedBody, type KnownAbi, type BodyDirection } from './abi/decode-body.js';
export { standardAbis } from './abi/standard-abis.js';
