import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  EXPLORER_PREFIX,
  VERIFY_PREFIX,
  type EventsResponse,
  type MessageListResponse,
  type MessageResponse,
  type TransactionListResponse,
  type TransactionResponse,
  type ContractInfo,
  type ContractListResponse,
  type ParsedMessage,
  type ParsedTransaction,
} from '@tvmscan/api';
import { defaultActivities, Devnet, ManualClock, Workload, type NftLedgerOperation, type TokenLedger } from '@tvmscan/devnet';
import { importZerostates, runIndexer } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { DecodedBody } from '@tvmscan/contracts';
import { VerificationService } from '@tvmscan/verify';

const ROUNDS = 30;
/** Rounds without new work after the workload, so that every message it sent has landed before indexing. */
const DRAIN_ROUNDS = 6;

describe('the verification API on an indexed devnet chain', () => {
  let devnet: Devnet;
  let workload: Workload;
  let ledger: TokenLedger;
  let database: TestDatabase;
  let app: FastifyInstance;
  let verifier: VerificationService;
  const get = async <T>(path: string): Promise<T> => {
    const answer = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}${path}` });
    expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
    return answer.json() as T;
  };
  const listed = async (): Promise<ContractListResponse['data']> => {
    const answer = await app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/info/list`, payload: { limit: 100 } });
    return (answer.json() as ContractListResponse).data;
  };
  const codeHashOf = async (address: string) =>
    (await database.db.selectFrom('accounts').select('code_hash').where('address', '=', address.split(':')[1]!).executeTakeFirstOrThrow()).code_hash!;
  const accountsRunning = (codeHash: string) =>
    database.db.selectFrom('accounts').select(['workchain', 'address']).where('code_hash', '=', codeHash).orderBy('address').execute();

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'verify api', walletCount: 12 });
    const activities = defaultActivities(devnet);
    ledger = activities.ledger;
    workload = new Workload('verify api', activities.activities, 4, devnet);
    devnet.setWorkload(workload);
    for (let round = 0; round < ROUNDS + DRAIN_ROUNDS; round++) {
      if (round === ROUNDS) devnet.setWorkload(null);
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, sourceName: 'devnet', follow: false });
    verifier = await VerificationService.start({ database, stateReader: { getAccountState: (address) => devnet.getAccount(address) } });
    await verifier.sweepSaltedVariants();
    app = await buildServer({ database, rateLimit: false, verifier });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it("lists the devnet's token root, token wallet, collection and NFT contracts by the code hash their accounts run", async () => {
    const contracts = await listed();
    const names = new Map(contracts.map((contract) => [contract.code_hash, contract.contract_name]));
    const root = await codeHashOf(devnet.tokens.tokens[0]!.address);
    expect(names.get(root)).toBe('@broxus/tip3/contracts/TokenRoot');
    const collection = await codeHashOf(devnet.tokens.collections[0]!.address);
    expect(names.get(collection)).toBe('@broxus/tip4/contracts/Collection');
    const byName = (name: string) => contracts.filter((contract) => contract.contract_name === name);
    for (const name of ['@broxus/tip3/contracts/TokenWallet', '@broxus/tip4/contracts/Nft']) {
      const running = (await Promise.all(byName(name).map((contract) => accountsRunning(contract.code_hash)))).flat();
      expect(running.length, name).toBeGreaterThan(0);
    }
    // The NFTs run the published Nft code salted with their collection's address: code hashes besides the published one.
    expect(byName('@broxus/tip4/contracts/Nft').length).toBeGreaterThanOrEqual(2);
  });

  it('gives a token root by address and by code hash, with its ABI and sources', async () => {
    const token = devnet.tokens.tokens[0]!;
    const byAddress = await get<ContractInfo>(`/info/address/${token.address}`);
    expect(byAddress.contract_name).toBe('@broxus/tip3/contracts/TokenRoot');
    expect(byAddress.sources.map((source) => source.path)).toContain('contracts/TokenRoot.tsol');
    expect((byAddress.abi as { functions: { name: string }[] }).functions.map((f) => f.name)).toContain('mint');
    expect(await get<ContractInfo>(`/info/code_hash/${byAddress.code_hash.toUpperCase()}`)).toEqual(byAddress);
    const filtered = async (codeHash: string) =>
      (await app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/info/list`, payload: { code_hash: codeHash } })).json() as ContractListResponse;
    expect((await filtered(byAddress.code_hash)).data.map((contract) => contract.contract_name)).toEqual(['@broxus/tip3/contracts/TokenRoot']);
    expect(await filtered('0'.repeat(64))).toEqual({ data: [], total_count: 0 });
    const unknown = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}/info/code_hash/${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    const wrong = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}/info/address/not-an-address` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain('params/address');
  });

  it("reads the token and NFT calls with the verified ABIs, as many as the workload's record says it made", async () => {
    const executed = (activity: string) => workload.stats.get(activity)?.executed ?? 0;
    const calls = async (codeHashes: string[], method: string) => {
      let count = 0;
      for (const codeHash of codeHashes) {
        for (const account of await accountsRunning(codeHash)) {
          const hashes = await database.db
            .selectFrom('transactions')
            .select('hash')
            .where('workchain', '=', account.workchain)
            .where('account', '=', account.address)
            .execute();
          for (const { hash } of hashes) {
            const parsed = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}/parse/transaction/${hash}` });
            if (parsed.statusCode === 200 && (parsed.json() as ParsedTransaction).method?.name === method) count++;
          }
        }
      }
      return count;
    };
    const contracts = await listed();
    const hashesOf = (name: string) => contracts.filter((contract) => contract.contract_name === name).map((contract) => contract.code_hash);
    expect(executed('tip3-mint')).toBeGreaterThan(0);
    expect(await calls(hashesOf('@broxus/tip3/contracts/TokenRoot'), 'mint')).toBe(executed('tip3-mint'));
    // The bounced transfers call `transfer` as well: to an owner without a wallet, with nothing to deploy one.
    expect(await calls(hashesOf('@broxus/tip3/contracts/TokenWallet'), 'transfer')).toBe(
      executed('tip3-transfer') + executed('tip3-bounced-transfer'),
    );
    // tip4-mint first funds the NFT's future address, then calls mintNft: the ledger holds the NFTs minted.
    expect(await calls(hashesOf('@broxus/tip4/contracts/Collection'), 'mintNft')).toBe(ledger.nfts().length);
    // A burned NFT's account is gone, and its transfers with it.
    const burned = (operation: NftLedgerOperation) =>
      ledger.nfts().some((nft) => nft.collection === operation.collection && nft.id === operation.id && nft.burned);
    const transfers = ledger.nftOperations().filter((operation) => operation.kind === 'Transfer');
    expect(transfers.length).toBe(executed('tip4-transfer'));
    expect(await calls(hashesOf('@broxus/tip4/contracts/Nft'), 'transfer')).toBe(transfers.filter((operation) => !burned(operation)).length);
  });

  it('names the events of a mint transaction of a collection', async () => {
    const collection = devnet.tokens.collections[0]!;
    const [workchain, address] = collection.address.split(':') as [string, string];
    const hashes = await database.db
      .selectFrom('transactions')
      .select('hash')
      .where('workchain', '=', Number(workchain))
      .where('account', '=', address)
      .execute();
    const events = new Set<string>();
    for (const { hash } of hashes) {
      const parsed = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}/parse/transaction/${hash}` });
      if (parsed.statusCode === 200) for (const event of (parsed.json() as ParsedTransaction).events) events.add(event.name);
    }
    expect(events).toContain('NftCreated');
  });

  it("names the explorer's transactions, messages and events from the verified ABIs, as the workload's record says", async () => {
    const explorer = async <T>(path: string, body: object): Promise<T> => {
      const answer = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
      return (answer.json() as { data: T }).data;
    };
    const contracts = await listed();
    const wallets = contracts.filter((contract) => contract.contract_name === '@broxus/tip3/contracts/TokenWallet');
    let transfers = 0;
    for (const wallet of wallets) {
      for (const account of await accountsRunning(wallet.code_hash)) {
        const hashes = await database.db.selectFrom('transactions').select('hash').where('account', '=', account.address).execute();
        for (const { hash } of hashes) {
          const { transaction } = await explorer<TransactionResponse>('/transactions', { hash });
          if (transaction.methodName === 'transfer') {
            transfers++;
            const parsed = await get<ParsedMessage>(`/parse/message/${transaction.inMessageHash}`);
            expect(parsed).toMatchObject({ type: 'FunctionInput', name: 'transfer', contract_name: '@broxus/tip3/contracts/TokenWallet' });
            expect(transaction.inMessage).toMatchObject({
              methodName: 'transfer',
              contractName: '@broxus/tip3/contracts/TokenWallet',
              parsedType: null,
            });
          }
        }
      }
    }
    const executed = (activity: string) => workload.stats.get(activity)?.executed ?? 0;
    expect(transfers).toBe(executed('tip3-transfer') + executed('tip3-bounced-transfer'));
    const collection = devnet.tokens.collections[0]!;
    const collectionTransactions = await database.db
      .selectFrom('transactions')
      .select('hash')
      .where('account', '=', collection.address.split(':')[1]!)
      .execute();
    const names = new Set<string | null>();
    for (const { hash } of collectionTransactions) {
      for (const event of (await explorer<EventsResponse>('/transactions/events', { hash })).events) names.add(event.name);
    }
    expect(names).toContain('NftCreated');
  });

  it("decodes a TIP-3 transfer's body and the signed wallet call that sent it, on the message and transaction pages", async () => {
    const explorer = async <T>(path: string, body: object): Promise<T> => {
      const answer = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
      return (answer.json() as { data: T }).data;
    };
    const transferCall = await database.db
      .selectFrom('token_transactions')
      .select(['transaction_hash', 'amount'])
      .where('kind', '=', 'Send')
      .orderBy('lt')
      .executeTakeFirstOrThrow();
    const { transaction } = await explorer<TransactionResponse>('/transactions', { hash: transferCall.transaction_hash });
    const decoded = {
      kind: 'function',
      name: 'transfer',
      abi: '@broxus/tip3/contracts/TokenWallet',
      arguments: { amount: String(transferCall.amount), recipient: expect.stringMatching(/^0:[0-9a-f]{64}$/) },
    };
    expect(transaction.inMessage?.decodedBody).toMatchObject(decoded);
    const { message } = await explorer<MessageResponse>('/messages', { id: transaction.inMessageHash });
    expect(message.decodedBody).toEqual(transaction.inMessage?.decodedBody);
    // The owner's wallet sent the call, asked by a signed external message its wallet standard's ABI reads.
    const sender = await explorer<TransactionResponse>('/transactions', { hash: transaction.inMessage!.srcTransactionHash });
    expect(sender.transaction.inMessage).toMatchObject({ messageType: 'ExternalIn', decodedBody: { kind: 'function', abi: expect.any(String) } });
    expect(sender.transaction.inMessage?.decodedBody?.name).toBe(sender.transaction.methodName);
  });

  it('names the method of every ordinary transaction whose inbound call a known ABI reads, as the indexer wrote it', async () => {
    const ordinary = await database.db
      .selectFrom('transactions')
      .select(['hash', 'in_msg_hash', 'method_name'])
      .where('tx_type', '=', 'Ordinary')
      .where('in_msg_hash', 'is not', null)
      .execute();
    const bodies = new Map<string, DecodedBody>();
    // A page at a time, as the API asks.
    for (let start = 0; start < ordinary.length; start += 100) {
      const page = await verifier.decodeBodies(ordinary.slice(start, start + 100).map((row) => row.in_msg_hash!));
      for (const [hash, body] of page) bodies.set(hash, body);
    }
    const calls = ordinary.filter((row) => bodies.get(row.in_msg_hash!)?.kind === 'function');
    // The workload's wallets, tokens, NFTs and multi-tokens make most of the chain's calls; the rest are value and comments.
    expect(calls.length).toBeGreaterThan(ordinary.length / 2);
    expect(calls.map((row) => [row.hash, row.method_name])).toEqual(calls.map((row) => [row.hash, bodies.get(row.in_msg_hash!)!.name]));
    // The wallets' signed calls among them, named by their wallet standard's ABI.
    expect(calls.some((row) => /Wallet|Multisig/.test(bodies.get(row.in_msg_hash!)!.abi ?? '') && row.method_name !== null)).toBe(true);
  });

  it("names the list pages' transactions and messages as their detail pages do", async () => {
    const explorer = async <T>(path: string, body: object): Promise<T> => {
      const answer = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
      return (answer.json() as { data: T }).data;
    };
    const wallets = (await listed()).filter((contract) => contract.contract_name === '@broxus/tip3/contracts/TokenWallet');
    let listedTransfers = 0;
    let namedMessages = 0;
    for (const wallet of wallets) {
      for (const account of await accountsRunning(wallet.code_hash)) {
        const includeAccounts = [`${account.workchain}:${account.address}`];
        const { transactions } = await explorer<TransactionListResponse>('/transactions/list', { includeAccounts, limit: 100 });
        for (const listedTransaction of transactions) {
          const { transaction } = await explorer<TransactionResponse>('/transactions', { hash: listedTransaction.hash });
          expect(listedTransaction.methodName).toBe(transaction.methodName);
          if (listedTransaction.methodName === 'transfer') listedTransfers++;
        }
        const { messages } = await explorer<MessageListResponse>('/messages/list', { includeDstAccounts: includeAccounts, limit: 100 });
        for (const message of messages.filter((listedMessage) => listedMessage.methodName !== null)) {
          expect(message).toMatchObject({ contractName: '@broxus/tip3/contracts/TokenWallet' });
          namedMessages++;
        }
      }
    }
    const executed = (activity: string) => workload.stats.get(activity)?.executed ?? 0;
    expect(listedTransfers).toBe(executed('tip3-transfer') + executed('tip3-bounced-transfer'));
    expect(namedMessages).toBeGreaterThanOrEqual(listedTransfers);
  });

  it('answers empty version lists without a toolchain, and 503 for a compile', async () => {
    expect(await get<string[]>('/supported/linker')).toEqual([]);
    expect(await get<Record<string, string>>('/supported/solc')).toEqual({});
    const compile = await app.inject({
      method: 'POST',
      url: `${VERIFY_PREFIX}/compile`,
      payload: {
        license: 'GPL-2.0-only',
        audit_url: null,
        project_link: null,
        compiler: { version: '0.62.0', flags: [] },
        linker: { version: '0.15.48' },
        sources: [{ path: 'A.tsol', content: 'contract A {}', source_type: 'VerifyTarget' }],
      },
    });
    expect(compile.statusCode).toBe(503);
    expect(compile.json().error.message).toContain('not available on this server');
  });
});
