export { loadConfigParams, storeConfigParams, decodeConfigParams, encodeConfigParams, type ConfigParams } from './config-params.js';
export {
  decodeConfigParam,
  decodeConfigParamValue,
  encodeConfigParam,
  encodeConfigParamValue,
  isKnownConfigParam,
  type ConfigParam,
  type RawConfigParam,
  type TypedConfigParam,
} from './config-param.js';
export type { ConfigParamValues, KnownConfigParamIndex } from './config-param-values.js';
export { CONFIG_PARAM_NAMES } from './config-param-names.js';
export { typedConfig, configParamValue, type TypedConfig } from './typed-config.js';
export { loadGlobalVersion, storeGlobalVersion, type GlobalVersion } from './global-version.js';
export { loadParamIdList, storeParamIdList } from './param-id-lists.js';
export {
  loadConfigVotingSetup,
  storeConfigVotingSetup,
  loadConfigProposalSetup,
  storeConfigProposalSetup,
  type ConfigVotingSetup,
  type ConfigProposalSetup,
} from './config-voting.js';
export {
  loadWorkchains,
  storeWorkchains,
  loadWorkchainDescr,
  storeWorkchainDescr,
  type WorkchainEntry,
  type WorkchainDescr,
  type WorkchainFormat,
  type WcSplitMergeTimings,
} from './workchains.js';
export { loadComplaintPricing, storeComplaintPricing, type ComplaintPricing } from './complaint-pricing.js';
export { loadBlockCreateFees, storeBlockCreateFees, type BlockCreateFees } from './block-create-fees.js';
export {
  loadElectionTimings,
  storeElectionTimings,
  loadValidatorCountParams,
  storeValidatorCountParams,
  loadValidatorStakeParams,
  storeValidatorStakeParams,
  type ElectionTimings,
  type ValidatorCountParams,
  type ValidatorStakeParams,
} from './validator-elections.js';
export {
  loadStoragePricesList,
  storeStoragePricesList,
  loadStoragePrices,
  storeStoragePrices,
  type StoragePrices,
  type StoragePricesEntry,
} from './storage-prices.js';
export { loadGasLimitsPrices, storeGasLimitsPrices, type GasLimitsPrices } from './gas-prices.js';
export {
  loadBlockLimits,
  storeBlockLimits,
  loadParamLimits,
  storeParamLimits,
  type BlockLimits,
  type ParamLimits,
  type ImportedMsgQueueLimits,
} from './block-limits.js';
export { loadMsgForwardPrices, storeMsgForwardPrices, type MsgForwardPrices } from './msg-forward-prices.js';
export { loadCatchainConfig, storeCatchainConfig, type CatchainConfig } from './catchain-config.js';
export {
  loadCollationConfig,
  storeCollationConfig,
  type CollationConfig,
  type MsgsExecutionParams,
  type GroupSlotsFraction,
} from './collation-config.js';
export {
  loadWorkUnitsParams,
  storeWorkUnitsParams,
  type WorkUnitsParams,
  type WorkUnitsParamsPrepare,
  type WorkUnitsParamsExecute,
  type WorkUnitsParamsFinalize,
} from './work-units-params.js';
export { loadCatchainOrCollationConfig, storeCatchainOrCollationConfig, type CatchainOrCollationConfig } from './catchain-or-collation-config.js';
export { loadConsensusConfig, storeConsensusConfig, type ConsensusConfig, type ConsensusRoundParams } from './consensus-config.js';
export type { TychoConsensusFields } from './tycho-consensus-config.js';
export { loadFundamentalSmcAddresses, storeFundamentalSmcAddresses } from './fundamental-smc-addresses.js';
export { loadValidatorDescr, storeValidatorDescr, type ValidatorDescr } from './validator-descr.js';
export { loadValidatorSet, storeValidatorSet, type ValidatorSet } from './validator-set.js';
export { validatorEntries, validatorSetTotalWeight, sumValidatorWeights, type ValidatorEntry } from './validator-set-summary.js';
export { loadSigPubKey, storeSigPubKey } from './sig-pub-key.js';
export {
  loadCryptoSignature,
  storeCryptoSignature,
  loadCryptoSignatureSimple,
  storeCryptoSignatureSimple,
  type CryptoSignature,
  type CryptoSignatureSimple,
  type Certificate,
  type SignedCertificate,
} from './crypto-signature.js';
export {
  loadValidatorTempKeys,
  storeValidatorTempKeys,
  loadValidatorSignedTempKey,
  storeValidatorSignedTempKey,
  type ValidatorTempKey,
  type ValidatorSignedTempKey,
  type ValidatorTempKeyEntry,
} from './validator-temp-keys.js';
export { loadMisbehaviourPunishmentConfig, storeMisbehaviourPunishmentConfig, type MisbehaviourPunishmentConfig } from './misbehaviour-punishment.js';
export { loadSuspendedAddressList, storeSuspendedAddressList, type SuspendedAddressList, type SuspendedAddress } from './suspended-addresses.js';
