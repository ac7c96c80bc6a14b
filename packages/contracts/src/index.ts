// Errors
export { ContractsError, GetterError, type ContractsErrorCode } from './errors.js';

// ABIs, function ids and interface ids
export { abiText, functionId, param, responsible, type AbiFunction, type AbiParam } from './abi/abi-functions.js';
export { loadTrimmedAbi } from './getters/abi-file.js';
export { TIP3_FUNCTION_IDS, TIP3_V4_FUNCTION_IDS, JETTON_OPCODES } from './standards.js';
export { tokenRootAbi, tokenWalletAbi } from './tip3/tip3-abis.js';
export { TIP4_FUNCTIONS } from './tip4/tip4-functions.js';
export { NFT_INTERFACE_IDS, standardsOf, type NftStandardName } from './tip4/tip4-interfaces.js';
export { MULTI_TOKEN_FUNCTIONS, MULTI_TOKEN_ABI_TEXT } from './multi/multi-abi.js';
export { MULTI_TOKEN_INTERFACE_IDS } from './multi/multi-interfaces.js';

// Token operations and NFT events read from transactions
export { tokenOperations, type TokenOperation, type TokenOperationKind, type TokenParty, type TokenStandard } from './operations/index.js';
export { nftEvents, burnedNft, NFT_EVENT_IDS, ZERO_ADDRESS, type NftChainEvent } from './tip4/nft-events.js';
export { multiTokenEvents, MULTI_TOKEN_EVENT_IDS, type MultiTokenChainEvent, type MultiTokenEventName } from './multi/multi-token-events.js';

// The elector: its op codes, the bodies a validator's wallet sends it, its persistent data
export { ELECTOR_OPCODES, STAKE_RETURN_REASONS } from './elector/elector-opcodes.js';
export {
  stakeSigningData,
  encodeStakeRequest,
  decodeStakeRequest,
  encodeRecoverStakeRequest,
  electorBodyHead,
  type StakeApplication,
  type StakeRequest,
} from './elector/stake-request.js';
export {
  decodeElectorData,
  encodeElectorData,
  type ElectorData,
  type Elect,
  type ElectionMember,
  type PastElection,
  type FrozenStake,
} from './elector/elector-data.js';

// Getters
export { runGetter, type AbiInput, type AbiOutput } from './getters/run-getter.js';
export { runTvmGetter } from './getters/run-tvm-getter.js';
export { outputString, outputUint } from './getters/getter-output.js';
export type { AccountSource } from './getters/account-source.js';
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
export { readJettonContent, type JettonContent } from './jetton/jetton-content.js';
export {
  readSupportedInterfaces,
  readTip4NftInfo,
  readTip4Json,
  readTip4CollectionInfo,
  readCollectionUrl,
  readUrlParts,
  readNftUrl,
  type Tip4NftInfo,
  type Tip4CollectionInfo,
} from './tip4/tip4-getters.js';
export { fetchTip4Collection, fetchTip4Nft, type Tip4Reading } from './tip4/tip4-source-getters.js';

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
export { standardFunctionName } from './abi/standard-function-names.js';
