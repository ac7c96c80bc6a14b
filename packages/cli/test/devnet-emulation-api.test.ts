import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, EXPLORER_PREFIX, type Action, type EmulationResponse } from '@tvmscan/api';
import { readWalletOf } from '@tvmscan/contracts';
import type { EverWallet } from '@tvmscan/devnet';
import {
  defaultActivities,
  DevnetExecutor,
  Devnet,
  ManualClock,
  encodeCall,
  relaxedInternalMessage,
  reliesOnEverscaleActionOrder,
  ed25519KeyFromSeed,
  Workload,
} from '@tvmscan/devnet';
import { runIndexer, withGetMethods } from '@tvmscan/indexer';
import { readIndexGlobalId } from '@tvmscan/store';
import type { TestDatabase } from '@tvmscan/store/testing';
import { Builder, encodeBase64, readBocSingle, writeBoc, type Cell } from '@tvmscan/tvm';
import { MessageEmulation, PUBLISHED_PACKAGES, publishedContracts } from '@tvmscan/verify';
import { indexedDevnet, runWorkloadAndSettle } from './devnet-chain.js';

const EVER = 1_000_000_000n;
const FUZZ_RUNS = 300;

/** The TIP-3 TokenWallet's ABI, as published. */
function walletAbi(): object {
  return PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg)).find((contract) => contract.name === '@broxus/tip3/contracts/TokenWallet')!
    .abi as object;
}

/** The TIP-4.1 Nft's ABI, as published. */
function nftAbi(): object {
  return PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg)).find((contract) => contract.name === '@broxus/tip4/contracts/Nft')!
    .abi as object;
}

/** The inputs of a TIP-3 `transfer` that deploys the recipient's token wallet when it has none. */
function transferParams(amount: bigint, recipient: string, remainingGasTo: string) {
  return {
    amount: amount.toString(),
    recipient,
    deployWalletValue: String(EVER / 10n),
    remainingGasTo,
    notify: false,
    payload: encodeBase64(writeBoc(new Builder().endCell())),
  };
}

/** An action as the classifier tells it, without where it sits (the emulated transactions are not the chain's). */
function told(action: Record<string, unknown>): string {
  const { transactionHash: _hash, position: _position, traceId: _trace, lt: _lt, time: _time, ...fields } = action;
  return JSON.stringify(fields);
}

/** As `told`, without the amounts of native transfers: the change contracts return, which storage fees make. */
function toldWithoutChange(action: Record<string, unknown>): string {
  return told(action['type'] === 'NativeTransfer' ? { ...action, amount: null } : action);
}

describe('emulating a message before it is sent, on a devnet whose chain is indexed', () => {
  let clock: ManualClock;
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  let executor: DevnetExecutor;
  let walletTime = 0n;

  const emulate = (boc: unknown) => app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/traces/emulate`, payload: { boc } });
  const signed = (wallet: EverWallet, internal: Cell, signer = wallet.key): Cell => {
    walletTime = walletTime > BigInt(devnet.utime) * 1000n ? walletTime + 1n : BigInt(devnet.utime) * 1000n + 1n;
    return wallet.call({
      internal,
      flags: 3,
      timeMs: walletTime,
      expireAt: devnet.utime + 60,
      deploy: false,
      signatureId: devnet.signatureId,
      signer,
    });
  };
  /** Emulates the message, then sends it, lets its trace land and indexes it: the emulated and the indexed actions. */
  const emulateThenSend = async (message: Cell): Promise<{ emulated: EmulationResponse; indexed: Action[] }> => {
    const answer = await emulate(encodeBase64(writeBoc(message)));
    expect(answer.statusCode, answer.body).toBe(200);
    const emulated = (answer.json() as { data: EmulationResponse }).data;
    expect(devnet.sendExternal(message).kind).toBe('executed');
    runWorkloadAndSettle(devnet, clock, () => true, 0);
    clock.advance(devnet.intervalMs);
    devnet.step();
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false });
    const trace = await database.db
      .selectFrom('traces')
      .select('trace_id')
      .where('root_message_hash', '=', message.hashHex())
      .executeTakeFirstOrThrow();
    const stored = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/traces/by_transaction`, payload: { hash: trace.trace_id } });
    return { emulated, indexed: (stored.json() as { data: { actions: Action[] } }).data.actions };
  };

  beforeAll(async () => {
    clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'emulation', walletCount: 3 });
    for (let round = 0; round < 3; round++) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    database = await indexedDevnet(devnet);
    executor = new DevnetExecutor(reliesOnEverscaleActionOrder);
    const emulation = new MessageEmulation({
      database,
      stateReader: { getAccountState: (address) => devnet.getAccount(address) },
      configReader: () => devnet.getConfig(),
      executor,
      globalId: () => readIndexGlobalId(database.db),
      now: () => devnet.utime,
    });
    app = await buildServer({ database, rateLimit: false, emulator: emulation });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    executor?.close();
    devnet?.close();
    await database?.close();
  });

  it('tells a native transfer as the index tells it once sent, with the balances it changes', async () => {
    const [from, to] = [devnet.wallets[0]!, devnet.wallets[1]!];
    const message = signed(from, relaxedInternalMessage({ dest: to.rawAddress, value: 2n * EVER, bounce: false }));
    const { emulated, indexed } = await emulateThenSend(message);
    expect(emulated.rejected).toBeNull();
    expect(emulated.actions.map((action) => action.type)).toContain('NativeTransfer');
    expect(emulated.actions.map(told).sort()).toEqual(indexed.map(told).sort());
    const received = emulated.balanceChanges.find((change) => change.account === to.rawAddress);
    // The receiver gets the value less what its own transaction costs it.
    expect(BigInt(received!.change)).toBeLessThanOrEqual(2n * EVER);
    expect(BigInt(received!.change)).toBeGreaterThan(2n * EVER - EVER / 100n);
    const spent = emulated.balanceChanges.find((change) => change.account === from.rawAddress);
    expect(BigInt(spent!.change)).toBeLessThan(-2n * EVER);
  }, 120_000);

  it('tells a TIP-3 transfer as the index tells it once sent: amount, symbol, parties, token balance changes', async () => {
    const token = devnet.tokens.tokens[0]!;
    const recipient = devnet.wallets[2]!;
    const rootAccount = readBocSingle((await devnet.getAccount(token.address))!);
    const ownerWallet = readWalletOf(rootAccount, token.owner.rawAddress);
    const amount = 1234n;
    const walletAbi = PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg)).find(
      (contract) => contract.name === '@broxus/tip3/contracts/TokenWallet',
    )!.abi;
    const body = encodeCall(JSON.stringify(walletAbi), 'transfer', {
      amount: amount.toString(),
      recipient: recipient.rawAddress,
      deployWalletValue: String(EVER / 10n),
      remainingGasTo: token.owner.rawAddress,
      notify: false,
      payload: encodeBase64(writeBoc(new Builder().endCell())),
    });
    const message = signed(token.owner, relaxedInternalMessage({ dest: ownerWallet, value: EVER / 2n, bounce: true, body }));
    const { emulated, indexed } = await emulateThenSend(message);
    const transfer = emulated.actions.find((action) => action.type === 'TokenTransfer');
    expect(transfer).toMatchObject({ success: true, amount: amount.toString(), token: { root: token.address, symbol: token.config.symbol } });
    expect(emulated.actions.map(told).sort()).toEqual(indexed.map(told).sort());
    const changes = Object.fromEntries(emulated.tokenBalanceChanges.map((change) => [change.owner, change.change]));
    expect(changes).toEqual({ [token.owner.rawAddress]: `-${amount}`, [recipient.rawAddress]: amount.toString() });
  }, 120_000);

  it("tells a wallet's send before its owner signs it: the wallet's call and the TIP-3 transfer it carries", async () => {
    const token = devnet.tokens.tokens[0]!;
    const recipient = devnet.wallets[1]!;
    const rootAccount = readBocSingle((await devnet.getAccount(token.address))!);
    const ownerWallet = readWalletOf(rootAccount, token.owner.rawAddress);
    const send = {
      from: token.owner.rawAddress,
      publicKey: token.owner.key.publicKey,
      to: ownerWallet,
      amount: String(EVER / 2n),
      bounce: true,
      call: { abi: walletAbi(), method: 'transfer', params: transferParams(77n, recipient.rawAddress, token.owner.rawAddress) },
    };
    const answer = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/traces/emulate_send`, payload: send });
    expect(answer.statusCode, answer.body).toBe(200);
    const { actions, rejected, tokenBalanceChanges } = (answer.json() as { data: EmulationResponse }).data;
    expect(rejected).toBeNull();
    expect(actions.find((action) => action.type === 'WalletSend')).toMatchObject({
      success: true,
      details: { wallet: token.owner.rawAddress, method: 'sendTransaction' },
    });
    expect(actions.find((action) => action.type === 'TokenTransfer')).toMatchObject({
      success: true,
      amount: '77',
      token: { root: token.address, symbol: token.config.symbol },
      details: { from: { owner: token.owner.rawAddress }, to: { owner: recipient.rawAddress } },
    });
    expect(Object.fromEntries(tokenBalanceChanges.map((change) => [change.owner, change.change]))).toEqual({
      [token.owner.rawAddress]: '-77',
      [recipient.rawAddress]: '77',
    });
    const notWallet = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/traces/emulate_send`, payload: { ...send, from: token.address } });
    expect(notWallet.statusCode).toBe(400);
    expect(notWallet.json().error.message).toMatch(/^body\/from /);
    const badCall = { ...send, call: { ...send.call, params: { amount: 'many' } } };
    const refused = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/traces/emulate_send`, payload: badCall });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^body\/call /);
  });

  it('tells an NFT transfer as the index tells it once sent: the NFT, its collection and both owners', async () => {
    const { activities, ledger } = defaultActivities(devnet);
    devnet.setWorkload(
      new Workload(
        'emulation nfts',
        activities.filter((activity) => activity.name === 'tip4-mint'),
        4,
        devnet,
      ),
    );
    runWorkloadAndSettle(devnet, clock, () => ledger.nfts().length > 0, 400);
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false });
    const nft = ledger.nfts()[0]!;
    const manager = devnet.wallets.find((wallet) => wallet.rawAddress === nft.manager)!;
    const receiver = devnet.wallets.find((wallet) => wallet.rawAddress !== nft.owner && wallet.rawAddress !== nft.manager)!;
    const item = await database.db.selectFrom('nft_items').select('address').where('nft_id', '=', nft.id.toString()).executeTakeFirstOrThrow();
    const body = encodeCall(JSON.stringify(nftAbi()), 'transfer', { to: receiver.rawAddress, sendGasTo: manager.rawAddress, callbacks: [] });
    const message = signed(manager, relaxedInternalMessage({ dest: item.address, value: EVER, bounce: true, body }));
    const { emulated, indexed } = await emulateThenSend(message);
    expect(emulated.actions.find((action) => action.type === 'NftTransfer')).toMatchObject({
      success: true,
      details: { nft: item.address, collection: nft.collection, id: nft.id.toString(), from: nft.owner, to: receiver.rawAddress },
    });
    // The Index contracts the transfer destroys return their balances less the storage fees due at the block the
    // message lands in, which the emulation, run a block before, cannot know to the nanotoken: those amounts aside,
    // the same actions.
    expect(emulated.actions.map(toldWithoutChange).sort()).toEqual(indexed.map(toldWithoutChange).sort());
  }, 300_000);

  it('says a message the account refuses would fail, with its exit code explained; nothing is sent', async () => {
    const [from, to] = [devnet.wallets[0]!, devnet.wallets[1]!];
    const forger = ed25519KeyFromSeed(new Uint8Array(32).fill(7));
    const message = signed(from, relaxedInternalMessage({ dest: to.rawAddress, value: EVER, bounce: false }), forger);
    const answer = await emulate(encodeBase64(writeBoc(message)));
    expect(answer.statusCode, answer.body).toBe(200);
    const { rejected, transactions, actions } = (answer.json() as { data: EmulationResponse }).data;
    expect(transactions).toEqual([]);
    expect(actions).toEqual([]);
    expect(rejected?.exitCode).toEqual(expect.any(Number));
    expect(rejected?.exitCode).not.toBe(0);
    expect(rejected?.meaning ?? rejected?.reason).toMatch(/\S/);
  });

  it('answers a body that is no message with a 400 naming the field', async () => {
    for (const boc of ['not base64!', 'AAAA', 42, '', encodeBase64(writeBoc(new Builder().storeUint(1, 8).endCell()))]) {
      const answer = await emulate(boc);
      expect(answer.statusCode, `${JSON.stringify(boc)}: ${answer.body}`).toBe(400);
      expect(answer.json().error.message).toMatch(/^body\/boc/);
    }
    const extra = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/traces/emulate`, payload: { boc: 'te6ccgEBAQEAAgAAAA==', more: 1 } });
    expect(extra.statusCode).toBe(400);
  });

  it(`answers ${FUZZ_RUNS} random and damaged messages without a 5xx`, async () => {
    const message = writeBoc(signed(devnet.wallets[0]!, relaxedInternalMessage({ dest: devnet.wallets[1]!.rawAddress, value: EVER, bounce: false })));
    const damaged = fc
      .record({ at: fc.nat({ max: message.length - 1 }), bit: fc.integer({ min: 0, max: 7 }) })
      .map(({ at, bit }) => Uint8Array.from(message, (byte, index) => (index === at ? byte ^ (1 << bit) : byte)));
    await fc.assert(
      fc.asyncProperty(fc.oneof(damaged, fc.uint8Array({ minLength: 1, maxLength: 300 })), async (bytes) => {
        const answer = await emulate(encodeBase64(bytes));
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, 120_000);
});
