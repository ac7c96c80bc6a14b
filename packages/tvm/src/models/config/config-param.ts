import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadExtraCurrencies, storeExtraCurrencies } from '../currency/currency-collection.js';
import { loadBlockCreateFees, storeBlockCreateFees } from './block-create-fees.js';
import { loadBlockLimits, storeBlockLimits } from './block-limits.js';
import { loadCatchainOrCollationConfig, storeCatchainOrCollationConfig } from './catchain-or-collation-config.js';
import { loadComplaintPricing, storeComplaintPricing } from './complaint-pricing.js';
import type { ConfigParamValues, KnownConfigParamIndex } from './config-param-values.js';
import { loadConfigVotingSetup, storeConfigVotingSetup } from './config-voting.js';
import { loadConsensusConfig, storeConsensusConfig } from './consensus-config.js';
import { loadFundamentalSmcAddresses, storeFundamentalSmcAddresses } from './fundamental-smc-addresses.js';
import { loadGasLimitsPrices, storeGasLimitsPrices } from './gas-prices.js';
import { loadGlobalVersion, storeGlobalVersion } from './global-version.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadMisbehaviourPunishmentConfig, storeMisbehaviourPunishmentConfig } from './misbehaviour-punishment.js';
import { loadMsgForwardPrices, storeMsgForwardPrices } from './msg-forward-prices.js';
import { loadParamIdList, storeParamIdList } from './param-id-lists.js';
import { loadStoragePricesList, storeStoragePricesList } from './storage-prices.js';
import { loadSuspendedAddressList, storeSuspendedAddressList } from './suspended-addresses.js';
import {
  loadElectionTimings,
  loadValidatorCountParams,
  loadValidatorStakeParams,
  storeElectionTimings,
  storeValidatorCountParams,
  storeValidatorStakeParams,
} from './validator-elections.js';
import { loadValidatorSet, storeValidatorSet } from './validator-set.js';
import { loadValidatorTempKeys, storeValidatorTempKeys } from './validator-temp-keys.js';
import { loadWorkchains, storeWorkchains } from './workchains.js';

/** A parameter this codec understands, e.g. `{ index: 34, value: ValidatorSet }`. */
export type TypedConfigParam = { [K in KnownConfigParamIndex]: { index: K; value: ConfigParamValues[K] } }[KnownConfigParamIndex];

/** Any other parameter, kept as its cell. */
export interface RawConfigParam {
  index: number;
  raw: Cell;
}

export type ConfigParam = TypedConfigParam | RawConfigParam;

interface ParamCodec<V> {
  load: (s: Slice) => V;
  store: (b: Builder, value: V) => void;
}

const address: ParamCodec<string> = { load: loadBits256, store: storeBits256 };
const validatorSet = { load: loadValidatorSet, store: storeValidatorSet };
const gasPrices = { load: loadGasLimitsPrices, store: storeGasLimitsPrices };
const blockLimits = { load: loadBlockLimits, store: storeBlockLimits };
const forwardPrices = { load: loadMsgForwardPrices, store: storeMsgForwardPrices };
const paramIds = { load: loadParamIdList, store: storeParamIdList };

const CODECS: { readonly [K in KnownConfigParamIndex]: ParamCodec<ConfigParamValues[K]> } = {
  0: address,
  1: address,
  2: address,
  7: { load: loadExtraCurrencies, store: storeExtraCurrencies },
  8: { load: loadGlobalVersion, store: storeGlobalVersion },
  9: paramIds,
  10: paramIds,
  11: { load: loadConfigVotingSetup, store: storeConfigVotingSetup },
  12: { load: loadWorkchains, store: storeWorkchains },
  13: { load: loadComplaintPricing, store: storeComplaintPricing },
  14: { load: loadBlockCreateFees, store: storeBlockCreateFees },
  15: { load: loadElectionTimings, store: storeElectionTimings },
  16: { load: loadValidatorCountParams, store: storeValidatorCountParams },
  17: { load: loadValidatorStakeParams, store: storeValidatorStakeParams },
  18: { load: loadStoragePricesList, store: storeStoragePricesList },
  20: gasPrices,
  21: gasPrices,
  22: blockLimits,
  23: blockLimits,
  24: forwardPrices,
  25: forwardPrices,
  28: { load: loadCatchainOrCollationConfig, store: storeCatchainOrCollationConfig },
  29: { load: loadConsensusConfig, store: storeConsensusConfig },
  31: { load: loadFundamentalSmcAddresses, store: storeFundamentalSmcAddresses },
  32: validatorSet,
  33: validatorSet,
  34: validatorSet,
  35: validatorSet,
  36: validatorSet,
  37: validatorSet,
  39: { load: loadValidatorTempKeys, store: storeValidatorTempKeys },
  40: { load: loadMisbehaviourPunishmentConfig, store: storeMisbehaviourPunishmentConfig },
  44: { load: loadSuspendedAddressList, store: storeSuspendedAddressList },
};

export function isKnownConfigParam(index: number): index is KnownConfigParamIndex {
  return Object.hasOwn(CODECS, index);
}

/** Decodes one parameter cell; parameters this codec does not know come back raw. */
export function decodeConfigParam(index: number, cell: Cell): ConfigParam {
  if (!isKnownConfigParam(index)) return { index, raw: cell };
  return { index, value: decodeConfigParamValue(index, cell) } as TypedConfigParam;
}

export function decodeConfigParamValue<K extends KnownConfigParamIndex>(index: K, cell: Cell): ConfigParamValues[K] {
  const s = new Slice(cell);
  const value = CODECS[index].load(s);
  s.expectEnd(`ConfigParam ${index}`);
  return value;
}

export function encodeConfigParam(param: ConfigParam): Cell {
  return 'raw' in param ? param.raw : encodeConfigParamValue(param.index, param.value);
}

export function encodeConfigParamValue<K extends KnownConfigParamIndex>(index: K, value: ConfigParamValues[K]): Cell {
  const b = new Builder();
  CODECS[index].store(b, value);
  return b.endCell();
}
