/**
 * The function ids of the TIP-3 calls that move tokens, as their ABIs give them (an explicit `id`, else the first
 * 32 bits of the SHA-256 of the signature with the top bit cleared). `test/tip3-function-ids.test.ts` checks
 * them against the ABIs of the installed `@broxus/tip3`.
 */
export const TIP3_FUNCTION_IDS = {
  /** TokenWallet `transfer(amount, recipient, deployWalletValue, remainingGasTo, notify, payload)`, from the owner. */
  transfer: 0x73e22143,
  /** TokenWallet `transferToWallet(amount, recipientTokenWallet, remainingGasTo, notify, payload)`, from the owner. */
  transferToWallet: 0x46a9d7ec,
  /** TokenWallet `acceptTransfer(amount, sender, remainingGasTo, notify, payload)`, wallet to wallet; `sender` is the sending owner. */
  acceptTransfer: 0x67a0b95f,
  /** TokenWallet `acceptMint(amount, remainingGasTo, notify, payload)`, from the root. */
  acceptMint: 0x4384f298,
  /** TokenWallet `burn(amount, remainingGasTo, callbackTo, payload)`, from the owner. */
  burn: 0x562548ad,
  /** TokenWallet `burnByRoot(amount, remainingGasTo, callbackTo, payload)`, from the root (the same id in the older wallets). */
  burnByRoot: 0x0c2ff20d,
  /** TokenRoot `acceptBurn(amount, walletOwner, remainingGasTo, callbackTo, payload)`, from the burning wallet. */
  acceptBurn: 0x192b51b1,
} as const;

/**
 * The same calls of the older TIP-3 wallets (the "v4" TONTokenWallet, still on the chain), whose fixtures the
 * nekoton tests keep: their ids come from that wallet's ABI.
 */
export const TIP3_V4_FUNCTION_IDS = {
  /** `transfer(to, tokens, grams, send_gas_to, notify_receiver, payload)`: `to` is the receiving token wallet. */
  transfer: 0x4bf160e2,
  /** `transferToRecipient(recipient_public_key, recipient_address, tokens, …)`: `recipient_address` is the receiving owner. */
  transferToRecipient: 0x3f10d1ab,
  /** `internalTransfer(tokens, sender_public_key, sender_address, send_gas_to, notify_receiver, payload)`, wallet to wallet. */
  internalTransfer: 0x18d21702,
  /** `accept(tokens)`, the root minting to the wallet. */
  accept: 0x0b3fcf57,
  /** `burnByOwner(tokens, grams, send_gas_to, callback_address, callback_payload)`. */
  burnByOwner: 0x1047c904,
} as const;
