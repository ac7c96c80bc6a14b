import { JETTON_OPCODES } from '../jetton/jetton-opcodes.js';
import { TIP3_FUNCTION_IDS, TIP3_V4_FUNCTION_IDS } from '../tip3/tip3-function-ids.js';
import { WALLET_STANDARDS } from '../wallets/wallet-standards.js';

/**
 * A function of a published standard, known by the id its inbound calls start with. `step`: a step of a token or
 * NFT operation whose effect another transaction's action reports (a wallet's `transfer` is the TokenTransfer its
 * receiving wallet reports), so that a successful call of it is not repeated as an action of its own.
 * `standards` lists every standard with a function of that signature (the same id means the same signature).
 */
export interface StandardFunction {
  readonly name: string;
  readonly standards: readonly string[];
  readonly step: boolean;
}

type Entry = readonly [id: number, name: string, standard: string, step: boolean];

/**
 * The ids of TIP-3 (`@broxus/tip3` TokenWallet and TokenRoot, the callbacks of its interfaces), of the older TIP-3
 * wallets, of TIP-4.1 (`@broxus/tip4` Nft and Collection, and its callbacks) and TIP-4.3 (its Index and IndexBasis, which
 * an NFT deploys and destroys as its owner changes), of standard 6's wallet and of TEP-74's operations; `test/standard-functions.test.ts` checks them against the installed ABIs and the signatures.
 */
const ENTRIES: readonly Entry[] = [
  [TIP3_FUNCTION_IDS.transfer, 'transfer', 'TIP-3', true],
  [TIP3_FUNCTION_IDS.transferToWallet, 'transferToWallet', 'TIP-3', true],
  [TIP3_FUNCTION_IDS.acceptTransfer, 'acceptTransfer', 'TIP-3', true],
  [TIP3_FUNCTION_IDS.acceptMint, 'acceptMint', 'TIP-3', true],
  [TIP3_FUNCTION_IDS.burn, 'burn', 'TIP-3', true],
  [TIP3_FUNCTION_IDS.burnByRoot, 'burnByRoot', 'TIP-3', true],
  [TIP3_FUNCTION_IDS.acceptBurn, 'acceptBurn', 'TIP-3', true],
  [0x20bfb3b8, 'mint', 'TIP-3', true],
  [0x31edd4c7, 'deployWallet', 'TIP-3', true],
  [0x0f0258aa, 'destroy', 'TIP-3', false],
  [0x20ebc76d, 'sendSurplusGas', 'TIP-3', false],
  [0x1df385c6, 'transferOwnership', 'TIP-3', false],
  [0x0c98682c, 'burnTokens', 'TIP-3', true],
  [0x7cdb6735, 'disableMint', 'TIP-3', false],
  [0x7feecc4f, 'setBurnPaused', 'TIP-3', false],
  [0x5a8eccb7, 'disableBurnByRoot', 'TIP-3', false],
  [0x70d89fc9, 'onAcceptTokensTransfer', 'TIP-3', true],
  [0x7a9ede2b, 'onAcceptTokensMint', 'TIP-3', true],
  [0x68088d9b, 'onAcceptTokensBurn', 'TIP-3', true],
  [0x27d08de9, 'onBounceTokensTransfer', 'TIP-3', true],
  [0x1c32a0ad, 'onBounceTokensBurn', 'TIP-3', true],
  [TIP3_V4_FUNCTION_IDS.transfer, 'transfer', 'TIP-3 (TONTokenWallet)', true],
  [TIP3_V4_FUNCTION_IDS.transferToRecipient, 'transferToRecipient', 'TIP-3 (TONTokenWallet)', true],
  [TIP3_V4_FUNCTION_IDS.internalTransfer, 'internalTransfer', 'TIP-3 (TONTokenWallet)', true],
  [TIP3_V4_FUNCTION_IDS.accept, 'accept', 'TIP-3 (TONTokenWallet)', true],
  [TIP3_V4_FUNCTION_IDS.burnByOwner, 'burnByOwner', 'TIP-3 (TONTokenWallet)', true],
  [0x4853bb37, 'notifyWalletDeployed', 'TIP-3 (TONTokenWallet)', false],
  [0x11dd9e92, 'transfer', 'TIP-4.1', true],
  [0x717f0b6c, 'changeOwner', 'TIP-4.1', true],
  [0x09158dea, 'changeManager', 'TIP-4.1', true],
  [0x0a158529, 'burn', 'TIP-4.1', true],
  [0x646084b8, 'mintNft', 'TIP-4.1', true],
  [0x0fb22089, 'batchMintNft', 'TIP-4.1', true],
  [0x1b6fe3a8, 'acceptNftBurn', 'TIP-4.1', true],
  [0x0e04d29e, 'transferOwnership', 'TIP-4.1', false],
  [0x6095ff79, 'onNftChangeOwner', 'TIP-4.1', true],
  [0x23dade67, 'onNftChangeManager', 'TIP-4.1', true],
  [0x7c68e1b9, 'onNftTransfer', 'TIP-4.1', true],
  [0x44fe1599, 'onAcceptNftBurn', 'TIP-4.1', true],
  [0x475654dc, 'constructor', 'TIP-4.3 Index', false],
  [0x68b55f3f, 'constructor', 'TIP-4.3 IndexBasis', false],
  [0x03a3add7, 'destruct', 'TIP-4.3', true],
  [TIP3_FUNCTION_IDS.transfer, 'transfer', 'Standard 6', true],
  [TIP3_FUNCTION_IDS.transferToWallet, 'transferToWallet', 'Standard 6', true],
  [0x63a217fb, 'acceptTransfer', 'Standard 6', true],
  [TIP3_FUNCTION_IDS.burn, 'burn', 'Standard 6', true],
  [JETTON_OPCODES.transfer, 'transfer', 'TEP-74', true],
  [JETTON_OPCODES.internalTransfer, 'internal_transfer', 'TEP-74', true],
  [JETTON_OPCODES.transferNotification, 'transfer_notification', 'TEP-74', true],
  [JETTON_OPCODES.excesses, 'excesses', 'TEP-74', true],
  [JETTON_OPCODES.burn, 'burn', 'TEP-74', true],
  [JETTON_OPCODES.burnNotification, 'burn_notification', 'TEP-74', true],
  ...WALLET_STANDARDS.flatMap((standard) => standard.functions.map((fn): Entry => [fn.id, fn.name, standard.name, false])),
];

const BY_ID = new Map<number, StandardFunction>();
for (const [id, name, standard, step] of ENTRIES) {
  const known = BY_ID.get(id);
  if (known === undefined) BY_ID.set(id, { name, standards: [standard], step });
  else if (!known.standards.includes(standard)) BY_ID.set(id, { ...known, standards: [...known.standards, standard] });
}

/** The standard function an inbound call's id names, if any. */
export function standardFunction(functionId: number): StandardFunction | undefined {
  return BY_ID.get(functionId);
}
