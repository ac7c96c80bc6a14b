/** The operation codes of TEP-74 (Jettons) message bodies, each followed by `query_id:uint64`. */
export const JETTON_OPCODES = {
  /** transfer query_id amount:Coins destination:MsgAddress response_destination:MsgAddress custom_payload:(Maybe ^Cell) forward_ton_amount:Coins forward_payload:(Either Cell ^Cell), owner to wallet. */
  transfer: 0x0f8a7ea5,
  /** internal_transfer query_id amount:Coins from:MsgAddress response_address:MsgAddress forward_ton_amount:Coins forward_payload, wallet to wallet (or master to wallet when minting). */
  internalTransfer: 0x178d4519,
  /** transfer_notification query_id amount:Coins sender:MsgAddress forward_payload, receiving wallet to its owner. */
  transferNotification: 0x7362d09c,
  /** excesses query_id, the unspent value back to the response destination. */
  excesses: 0xd53276db,
  /** burn query_id amount:Coins response_destination:MsgAddress custom_payload:(Maybe ^Cell), owner to wallet. */
  burn: 0x595f07bc,
  /** burn_notification query_id amount:Coins sender:MsgAddress response_destination:MsgAddress, wallet to master. */
  burnNotification: 0x7bdd97de,
} as const;
