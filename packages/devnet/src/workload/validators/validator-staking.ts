import { configParamValue, decodeAccount, type AddrStd, type ConfigParams } from '@tvmscan/tvm';
import { decodeElectorData, encodeRecoverStakeRequest, encodeStakeRequest, stakeSigningData, type ElectorData } from '@tvmscan/contracts';
import { ed25519Sign } from '../../contracts/shared/ed25519-key.js';
import { withSignatureId } from '../../contracts/shared/ever-wallet-message.js';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import { deriveBytes } from '../../derive-bytes.js';
import { present } from '../../present.js';
import type { DevnetValidator } from '../../genesis/devnet-validators.js';
import { sendFromWallet, type WalletNetwork } from '../../wallet/wallet-sender.js';
import { SeededRandom } from '../seeded-random.js';

/** What the elector keeps of a stake message's value to pay for its confirmation. */
const CONFIRMATION_FEE = 1_000_000_000n;
/** The value a recover request carries for the elector's transaction; the elector sends back the rest with the credit. */
const RECOVER_REQUEST_VALUE = 1_000_000_000n;
/** Max factors are 16.16 fixed point: 65536 is a factor of 1. */
const FACTOR_ONE = 65_536;

/** What the validators' wallets have sent so far. */
export interface StakingStats {
  stakes: number;
  recoveries: number;
}

/** The network the validators stake on: wallet calls, its config and time. */
export interface StakingNetwork extends WalletNetwork {
  readonly config: ConfigParams;
}

/**
 * The devnet's validators at work, as a validator's node runs them: while an election is open, each validator's
 * masterchain wallet sends the elector its stake with the request its validator key signed (a stake of one to ten
 * times the minimum and a max factor of 1 to the config's largest, drawn from the seed for each election, so that
 * weights change from one election to the next); whenever the elector credits a wallet (a stake unfrozen with its
 * bonuses, the part of a stake its max factor left unused), the wallet asks for it back. Each validator applies once
 * per election.
 */
export class ValidatorStaking {
  readonly stats: StakingStats = { stakes: 0, recoveries: 0 };
  private readonly applied = new Map<string, number>();

  constructor(
    private readonly seed: string,
    private readonly validators: readonly DevnetValidator[],
  ) {}

  /** Sends what is due at the network's time: stakes for the open election, requests for credits. */
  run(network: StakingNetwork): void {
    const elector = electorAddress(network);
    const data = electorData(network, elector);
    if (data === null) return;
    for (const [index, validator] of this.validators.entries()) {
      this.stake(network, elector, data, validator, index);
      this.recover(network, elector, data, validator);
    }
  }

  private stake(network: StakingNetwork, elector: AddrStd, data: ElectorData, validator: DevnetValidator, index: number): void {
    const elect = data.elect;
    if (elect === null || elect.finished || network.utime >= elect.electClose) return;
    const publicKey = validator.key.publicKey;
    if (elect.members.has(publicKey) || this.applied.get(publicKey) === elect.electAt) return;
    this.applied.set(publicKey, elect.electAt);
    const draw = new SeededRandom(deriveBytes(this.seed, `stake:${elect.electAt}:${index}`));
    const stake = draw.amount(elect.minStake, elect.minStake * 10n);
    const largestFactor = configParamValue(network.config, 17)?.maxStakeFactor ?? FACTOR_ONE;
    const application = {
      electionId: elect.electAt,
      maxFactor: FACTOR_ONE + draw.below(largestFactor - FACTOR_ONE + 1),
      adnlAddress: validator.adnlAddress,
    };
    const signed = withSignatureId(stakeSigningData(application, validator.wallet.address.address), network.signatureId ?? undefined);
    const body = encodeStakeRequest({
      ...application,
      queryId: BigInt(network.utime),
      validatorKey: publicKey,
      signature: ed25519Sign(validator.key, signed),
    });
    const internal = relaxedInternalMessage({ dest: rawOf(elector), value: stake + CONFIRMATION_FEE, bounce: true, body });
    if (sendFromWallet(network, validator.wallet, { internal }).kind === 'executed') this.stats.stakes++;
  }

  private recover(network: StakingNetwork, elector: AddrStd, data: ElectorData, validator: DevnetValidator): void {
    if ((data.credits.get(validator.wallet.address.address) ?? 0n) === 0n) return;
    const body = encodeRecoverStakeRequest(BigInt(network.utime));
    const internal = relaxedInternalMessage({ dest: rawOf(elector), value: RECOVER_REQUEST_VALUE, bounce: true, body });
    if (sendFromWallet(network, validator.wallet, { internal }).kind === 'executed') this.stats.recoveries++;
  }
}

function electorAddress(network: StakingNetwork): AddrStd {
  return { kind: 'std', workchain: -1, address: present(configParamValue(network.config, 1), 'the elector address (config param 1)') };
}

function electorData(network: StakingNetwork, elector: AddrStd): ElectorData | null {
  const state = network.accountState(elector);
  const account = state === undefined ? null : decodeAccount(state.account);
  const data = account?.storage.state.kind === 'active' ? account.storage.state.stateInit.data : null;
  return data === null || data === undefined ? null : decodeElectorData(data);
}

function rawOf(address: AddrStd): string {
  return `${address.workchain}:${address.address}`;
}
