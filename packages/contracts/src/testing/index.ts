export {
  eventBody,
  eventMessage,
  multiTokenTransaction,
  ordinaryTransaction,
  type EventValue,
  type MultiTokenEventSpec,
} from './multi-token-chain.js';
