import type { Cell } from '@tvmscan/tvm';
import { JETTON_VALUES, jettonMinterState, jettonMintBody } from '../../contracts/jetton/index.js';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import { collectionDeploy, TIP4_VALUES } from '../../contracts/tip4/index.js';
import { TIP3_VALUES, tokenRootDeploy } from '../../contracts/tip3/index.js';
import { DevnetError } from '../../errors.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';
import { sendFromWallet, type WalletNetwork } from '../../wallet/wallet-sender.js';
import type { DevnetTokens } from './devnet-tokens.js';

/** The root keeps about 1 EVER; the rest of the value, less the owner's first token wallet and the fees, comes back. */
const ROOT_DEPLOY_VALUE = 3n * TIP3_VALUES.deployRoot;

/**
 * Deploys the devnet's token roots (each minting its initial supply to its owner), jetton minters (the
 * deploying message mints the initial supply to the admin) and collections from their owners' wallets,
 * as the first transactions of a new chain.
 */
export function deployTokens(network: WalletNetwork, setup: DevnetTokens): void {
  for (const token of setup.tokens) {
    const deploy = tokenRootDeploy(
      token.config,
      {
        remainingGasTo: token.owner.rawAddress,
        initialSupplyTo: token.owner.rawAddress,
        initialSupply: token.initialSupply,
        deployWalletValue: TIP3_VALUES.deployWalletValue,
      },
      ROOT_DEPLOY_VALUE,
    );
    expectSent(network, token.owner, deploy.message, `the ${token.config.symbol} token root`);
  }
  for (const jetton of setup.jettons) {
    const minter = jettonMinterState({ admin: jetton.admin.rawAddress, metadata: jetton.metadata });
    const body = jettonMintBody({
      recipient: jetton.admin.rawAddress,
      amount: jetton.initialSupply,
      walletValue: JETTON_VALUES.mintWalletValue,
      responseAddress: jetton.admin.rawAddress,
      queryId: 0n,
    });
    const deploy = relaxedInternalMessage({
      dest: minter.address,
      value: JETTON_VALUES.deployMinter,
      bounce: false,
      stateInit: minter.stateInit,
      body,
    });
    expectSent(network, jetton.admin, deploy, `the ${jetton.metadata.symbol} jetton minter`);
  }
  for (const collection of setup.collections) {
    const deploy = collectionDeploy(
      { nonce: collection.nonce },
      { owner: collection.owner.rawAddress, remainOnNft: collection.remainOnNft, json: collection.json },
      TIP4_VALUES.deployCollection,
    );
    expectSent(network, collection.owner, deploy.message, `the ${collection.name} collection`);
  }
}

function expectSent(network: WalletNetwork, owner: EverWallet, internal: Cell, what: string): void {
  const result = sendFromWallet(network, owner, { internal });
  if (result.kind === 'rejected') throw new DevnetError('executor', `the owner's wallet refused to deploy ${what}: ${result.reason}`);
}
