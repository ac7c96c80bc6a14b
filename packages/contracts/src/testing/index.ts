export {
  eventBody,
  eventMessage,
  multiTokenEventBody,
  multiTokenTransaction,
  type EventValue,
  type MultiTokenEventSpec,
} from './multi-token-chain.js';
