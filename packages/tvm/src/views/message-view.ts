import type { MessageRef } from '../models/message/message-ref.js';
import { formatRawAddress } from '../models/message/format-raw-address.js';

export type MessageType = 'Internal' | 'ExternalIn' | 'ExternalOut';

/** A message as the explorer shows it (ARCHITECTURE §3). Amounts in nano; absent fields are null. */
export interface MessageView {
  hash: string;
  messageType: MessageType;
  src: string | null;
  dst: string | null;
  value: bigint | null;
  fwdFee: bigint | null;
  ihrFee: bigint | null;
  importFee: bigint | null;
  createdLt: bigint | null;
  createdAt: number | null;
  bounce: boolean | null;
  bounced: boolean | null;
  bodyHash: string;
  hasStateInit: boolean;
}

const TYPE_OF = { internal: 'Internal', externalIn: 'ExternalIn', externalOut: 'ExternalOut' } as const;

export function messageView(ref: MessageRef): MessageView {
  const { info, body, init } = ref.message;
  const internal = info.kind === 'internal' ? info : null;
  return {
    hash: ref.hash,
    messageType: TYPE_OF[info.kind],
    src: formatRawAddress(info.src),
    dst: formatRawAddress(info.dest),
    value: internal?.value.coins ?? null,
    fwdFee: internal?.fwdFee ?? null,
    ihrFee: internal?.ihrFee ?? null,
    importFee: info.kind === 'externalIn' ? info.importFee : null,
    createdLt: info.kind === 'externalIn' ? null : info.createdLt,
    createdAt: info.kind === 'externalIn' ? null : info.createdAt,
    bounce: internal?.bounce ?? null,
    bounced: internal?.bounced ?? null,
    bodyHash: body.hashHex(0),
    hasStateInit: init !== null,
  };
}
