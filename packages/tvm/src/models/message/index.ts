export {
  loadMsgAddressInt,
  loadMsgAddressExt,
  loadMsgAddress,
  storeMsgAddressInt,
  storeMsgAddressExt,
  storeMsgAddress,
  type Anycast,
  type AddrStd,
  type AddrVar,
  type AddrNone,
  type AddrExtern,
  type MsgAddressInt,
  type MsgAddressExt,
  type MsgAddress,
} from './msg-address.js';
export { formatRawAddress } from './format-raw-address.js';
export {
  loadCommonMsgInfo,
  storeCommonMsgInfo,
  type CommonMsgInfo,
  type IntMsgInfo,
  type ExtInMsgInfo,
  type ExtOutMsgInfo,
} from './common-msg-info.js';
export { loadStateInit, storeStateInit, decodeStateInit, encodeStateInit, type StateInit, type TickTock } from './state-init.js';
export { loadLibraries, buildLibraries, type SimpleLib } from './simple-lib.js';
export { loadMessage, storeMessage, decodeMessage, encodeMessage, type Message } from './message.js';
export { loadMessageRef, loadCommonMessageRef, toMessageRef, type MessageRef } from './message-ref.js';
export { loadCommonMessage, storeCommonMessage, decodeCommonMessage, encodeCommonMessage, decodeAnyMessage } from './common-message.js';
