export {
  eventBody,
  eventMessage,
  multiTokenEventBody,
  multiTokenTransaction,
  ordinaryTransaction,
  type EventValue,
  type MultiTokenEventSpec,
} from './multi-token-chain.js';
