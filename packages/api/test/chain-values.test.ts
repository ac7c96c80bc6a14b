import {
  Address,
  blockTransactions,
  bytesToHex,
  configParamValue,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  readBocSingle,
  transactionBalanceChange,
  transactionFeeBreakdown,
} from '@tvmscan/tvm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import {
  type AccountListResponse,
  type AccountSeriesResponse,
  type AccountStateResponse,
  type BlockResponse,
  type ConvertAddressResponse,
  type CountSeriesResponse,
  type ElectionsConfig,
  type ElectionsState,
  type KeyBlockConfigResponse,
  type LiveResponse,
  type MessageOccurrencesResponse,
  type MessageResponse,
  type MessageTreeResponse,
  type RawBocResponse,
  type SearchResponse,
  type Stats,
  type TransactionResponse,
  type ValidatorsTop,
} from '../src/index.js';
import { statsOutOfOrder } from '../src/testing/index.js';
import { apiClient } from './api-client.js';
import { GENESIS_ZEROSTATES, genesisDatabase } from './genesis.js';
import { genesisFacts, type BlockFact, type TransactionFact } from './genesis-facts.js';
import { buildCheckedServer } from './support/openapi-responses.js';

/** The elector's code and data hashes in the masterchain zerostate, read with the codec alone. */
function genesisElector(): { address: string; genUtime: number; codeHash: string; dataHash: string } {
  const state = decodeShardState(readBocSingle(readFixture(GENESIS_ZEROSTATES[0]!)));
  if (state.kind !== 'unsplit') throw new Error('split zerostate');
  const id = '3'.repeat(64);
  const entry = decodeShardAccounts(state.state.accounts).entries.find(({ key }) => key.toString(16).padStart(64, '0') === id)!;
  const account = decodeAccount(entry.value.account);
  if (account?.storage.state.kind !== 'active') throw new Error('the zerostate elector is not active');
  const { code, data } = account.storage.state.stateInit;
  return { address: `-1:${id}`, genUtime: state.state.genUtime, codeHash: code!.hashHex(), dataHash: data!.hashHex() };
}

/** A genesis tick transaction: it sent three messages, one of them external. */
const TICK_TRANSACTION = '0c50e9beb762310cf2543c2a4c8ededa4bf3e0aaa60ce08ff6a4e505f91f011c';
/** The external message the tick transaction sent. */
const TICK_EVENT = '47186822adf4c8b733e9a4ff1a66070b8c395faccb1e132ba6d24ce131260b28';
/** A transaction whose compute phase was skipped for lack of gas and whose bounce lacked funds. */
const BOUNCED_NO_GAS = 'c2636fd9fb0fe4dd5dab0e24ed2674e3bc748216e090033c5a3958b981abd0f7';
const STATUS = { uninit: 'Uninit', active: 'Active', frozen: 'Frozen', nonexist: 'NonExist' } as const;

describeWithFixtures('the explorer API answers with the values of the Everscale genesis', () => {
  const facts = genesisFacts();
  const blocks = [...facts.blocks.values()];
  const masterchain = blocks.filter((block) => block.workchain === -1).sort((a, b) => a.seqno - b.seqno);
  const tip = masterchain.at(-1)!;
  /** The masterchain block with the most transactions (it names shard tops too). */
  const busyBlock = masterchain.reduce((best, block) =>
    blockTransactions(block.block).length > blockTransactions(best.block).length ? block : best,
  );
  const transactions = [...facts.transactions.values()];
  /** An ordinary transaction with an inbound message and the most outbound ones. */
  const ordinary = transactions
    .filter((fact) => fact.tx.description.kind === 'ordinary' && fact.tx.description.computePhase.kind === 'vm' && fact.tx.inMsg !== null)
    .sort((a, b) => b.tx.outMsgs.length - a.tx.outMsgs.length)[0]!;
  const linkedMessage = [...facts.messages.values()].find((message) => message.src !== null && message.dst !== null)!;

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const { post, get, data } = apiClient(() => app);

    beforeAll(async () => {
      database = await genesisDatabase(kind);
      app = await buildCheckedServer({ database, rateLimit: false });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    function expectBlock(answer: BlockResponse['block'], fact: BlockFact): void {
      const { info, valueFlow } = fact.block;
      expect(answer).toMatchObject({
        rootHash: fact.rootHash,
        fileHash: fact.fileHash,
        workchain: fact.workchain,
        shard: fact.shard,
        seqno: fact.seqno,
        genUtime: info.genUtime,
        isKeyBlock: info.keyBlock,
        prevKeyBlock: info.prevKeyBlockSeqno,
        transactionCount: blockTransactions(fact.block).length,
        blockInfo: {
          startLt: String(info.startLt),
          endLt: String(info.endLt),
          version: info.version,
          vertSeqNo: info.vertSeqno,
          genCatchainSeqno: info.genCatchainSeqno,
          minRefMcSeqno: info.minRefMcSeqno,
        },
        valueFlow: {
          fromPrevBlk: String(valueFlow.fromPrevBlock.coins),
          toNextBlk: String(valueFlow.toNextBlock.coins),
          imported: String(valueFlow.imported.coins),
          exported: String(valueFlow.exported.coins),
          feesCollected: String(valueFlow.feesCollected.coins),
          feesImported: String(valueFlow.feesImported.coins),
          recovered: String(valueFlow.recovered.coins),
          created: String(valueFlow.created.coins),
          minted: String(valueFlow.minted.coins),
        },
      });
      const prev = info.prevRef.kind === 'single' ? info.prevRef.prev : info.prevRef.prev1;
      expect(answer.prev).toMatchObject({ seqno: prev.seqno, rootHash: prev.rootHash });
    }

    it('gives a block by root hash and by workchain, shard and seqno, with its value flow, neighbours and shard tops', async () => {
      const byHash = await data<BlockResponse>(post('/blocks', { hash: busyBlock.rootHash.toUpperCase() }));
      expectBlock(byHash.block, busyBlock);
      const byId = await data<BlockResponse>(post('/blocks', { workchain: -1, shard: '8000000000000000', seqno: busyBlock.seqno }));
      expect(byId).toEqual(byHash);
      expect(byHash.prevBlock?.seqno).toBe(busyBlock.seqno - 1);
      expect(byHash.nextBlock?.seqno).toBe(busyBlock.seqno + 1);
      expect(byHash.shardsInfo.map((shard) => [shard.shardIdent.shardPrefix, shard.info.seqNo, shard.rootHash]).sort()).toEqual(
        busyBlock.shards.map((entry) => [entry.shard.toString(16).padStart(16, '0'), entry.descr.seqno, entry.descr.rootHash]).sort(),
      );
      const changed = busyBlock.block.extra.accountBlocks.entries;
      expect(byHash.accountBlocks.map((account) => account.address).sort()).toEqual(changed.map(({ value }) => `-1:${value.account}`).sort());
      expect(byHash.accountBlocks.reduce((sum, account) => sum + account.transactionCount, 0)).toBe(byHash.block.transactionCount);
    });

    it('gives every shard block of the archive, the tip without a next block', async () => {
      for (const fact of blocks.filter((block) => block.workchain === 0).slice(0, 12)) {
        const answer = await data<BlockResponse>(post('/blocks', { hash: fact.rootHash }));
        expectBlock(answer.block, fact);
        expect(answer.shardsInfo).toEqual([]);
      }
      const last = await data<BlockResponse>(post('/blocks', { hash: tip.rootHash }));
      expect(last.nextBlock).toBeNull();
    });

    it('gives a transaction with its phases, fees, balance change and messages as the fixture decodes them', async () => {
      const fact: TransactionFact = ordinary;
      const { tx } = fact;
      const { transaction } = await data<TransactionResponse>(post('/transactions', { id: fact.hash }));
      const fees = transactionFeeBreakdown(tx);
      expect(transaction).toMatchObject({
        hash: fact.hash,
        workchain: -1,
        accountId: `-1:${tx.accountAddr}`,
        lt: String(tx.lt),
        time: tx.now,
        txType: 'Ordinary',
        origStatus: STATUS[tx.origStatus],
        endStatus: STATUS[tx.endStatus],
        totalFees: String(tx.totalFees.coins),
        balanceChange: String(transactionBalanceChange(tx)),
        prevTransHash: tx.prevTransHash,
        prevTransLt: String(tx.prevTransLt),
        oldHash: tx.stateUpdate.oldHash,
        newHash: tx.stateUpdate.newHash,
        inMessageHash: tx.inMsg!.hash,
        outMsgCount: tx.outMsgs.length,
        blockRootHash: fact.block.rootHash,
        block: { workchain: -1, shard: '8000000000000000', seqno: fact.block.seqno, rootHash: fact.block.rootHash },
        fees: {
          storage: String(fees.storage),
          gas: String(fees.gas),
          action: String(fees.action),
          bounce: String(fees.bounce),
          other: String(fees.other),
          fwd: String(fees.outboundForward),
          total: String(fees.total),
        },
      });
      const descr = tx.description;
      if (descr.kind !== 'ordinary' || descr.computePhase.kind !== 'vm') throw new Error('expected an ordinary transaction that ran the VM');
      expect(transaction.description).toMatchObject({ txType: 'Ordinary', creditFirst: descr.creditFirst, destroyed: descr.destroyed });
      expect(transaction.description.compute).toMatchObject({
        kind: 'Vm',
        gasUsed: String(descr.computePhase.gasUsed),
        gasFees: String(descr.computePhase.gasFees),
        exitCode: descr.computePhase.exitCode,
        success: descr.computePhase.success,
      });
      expect(transaction.description.action === null).toBe(descr.actionPhase === null);
      expect(transaction.inMessage?.messageHash).toBe(tx.inMsg!.hash);
      expect(transaction.outMessages.map((message) => message.messageHash)).toEqual(tx.outMsgs.map((ref) => ref.hash));
      expect(transaction.outMessages.every((message) => message.isOut && message.transactionHash === fact.hash)).toBe(true);

      const fee = await data<{ fees: unknown }>(post('/transactions/fees', { hash: fact.hash }));
      expect(fee.fees).toEqual(transaction.fees);
      const raw = await data<RawBocResponse>(post('/transactions/raw', { hash: fact.hash }));
      expect(readBocSingle(Buffer.from(raw.boc, 'base64')).hashHex(0)).toBe(fact.hash);
    });

    it("spells the phases with the spec's enumerations: a skipped compute phase, a Nofunds bounce, a credit with extra currencies", async () => {
      const { transaction } = await data<TransactionResponse>(post('/transactions', { hash: BOUNCED_NO_GAS }));
      const descr = facts.transactions.get(BOUNCED_NO_GAS)!.tx.description;
      if (descr.kind !== 'ordinary' || !descr.creditPhase || descr.bouncePhase?.kind !== 'nofunds')
        throw new Error('expected a bounced ordinary transaction');
      expect(transaction.description).toMatchObject({
        storage: { statusChange: 'Unchanged' },
        compute: { kind: 'Skipped', reason: 'NoGas' },
        action: null,
        credit: {
          credit: String(descr.creditPhase.credit.coins),
          creditOther: descr.creditPhase.credit.other.map(({ id, amount }) => ({ id, amount: String(amount) })),
        },
        bounce: {
          kind: 'Nofunds',
          msgSize: { bits: Number(descr.bouncePhase.msgSize.bits), cells: Number(descr.bouncePhase.msgSize.cells) },
          reqFwdFees: String(descr.bouncePhase.reqFwdFees),
        },
      });
      expect(transaction.description.credit!.creditOther.length).toBeGreaterThan(0);
    });

    it('gives every transaction of the archive with its time, account, type and fees', async () => {
      for (const fact of transactions.filter((_, index) => index % 25 === 0)) {
        const { transaction } = await data<TransactionResponse>(post('/transactions', { id: fact.hash }));
        expect(transaction).toMatchObject({
          accountId: `${fact.workchain}:${fact.tx.accountAddr}`,
          lt: String(fact.tx.lt),
          time: fact.tx.now,
          totalFees: String(fact.tx.totalFees.coins),
          tickTock: fact.tx.description.kind === 'tickTock' ? (fact.tx.description.isTock ? 'Tock' : 'Tick') : null,
        });
      }
    });

    it('gives the state of a zerostate account from the zerostate: its code, data and storage, read at the zerostate time', async () => {
      const elector = genesisElector();
      const { state } = await data<AccountStateResponse>(post('/accounts/state', { id: elector.address }));
      expect(state).toMatchObject({ fetchedAt: elector.genUtime, lastTransLt: '0' });
      expect(readBocSingle(Buffer.from(state!.codeBoc!, 'base64')).hashHex()).toBe(elector.codeHash);
      expect(readBocSingle(Buffer.from(state!.dataBoc!, 'base64')).hashHex()).toBe(elector.dataHash);
      expect(state!.storageStat.used.cells).toBeGreaterThan(0);
    });

    it('answers a missing transaction with 404 trx not founded', async () => {
      for (const path of ['/transactions', '/transactions/raw', '/transactions/fees', '/transactions/events']) {
        const response = await post(path, { id: 'ab'.repeat(32) });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'NotFound', kind: 'NotFound', message: 'trx not founded' } });
      }
      expect((await post('/messages', { id: 'ab'.repeat(32) })).statusCode).toBe(404);
      expect((await post('/blocks', { hash: 'ab'.repeat(32) })).statusCode).toBe(404);
    });

    it('gives a message with the transaction that created it and the one that consumed it', async () => {
      const { ref } = linkedMessage;
      const { message } = await data<MessageResponse>(post('/messages', { id: ref.hash }));
      const info = ref.message.info;
      if (info.kind !== 'internal') throw new Error('expected an internal message');
      expect(message).toMatchObject({
        messageHash: ref.hash,
        messageType: 'Internal',
        messageValue: String(info.value.coins),
        fwdFee: String(info.fwdFee),
        createdLt: String(info.createdLt),
        createdAt: info.createdAt,
        bounce: info.bounce,
        srcTransactionHash: linkedMessage.src,
        dstTransactionHash: linkedMessage.dst,
        transactionHash: linkedMessage.dst,
        isOut: false,
        bodyHash: ref.message.body.hashHex(0),
        hasStateInit: ref.message.init !== null,
      });
      expect(readBocSingle(Buffer.from(message.boc, 'base64')).hashHex(0)).toBe(ref.hash);
      const raw = await data<RawBocResponse>(post('/messages/raw', { id: ref.hash }));
      expect(raw.boc).toBe(message.boc);

      const { occurrences } = await data<MessageOccurrencesResponse>(post('/messages/occurrences', { id: ref.hash }));
      expect(occurrences.map((o) => [o.transactionHash, o.isOut, o.blockRootHash])).toEqual([
        [linkedMessage.src, true, facts.transactions.get(linkedMessage.src!)!.block.rootHash],
        [linkedMessage.dst, false, facts.transactions.get(linkedMessage.dst!)!.block.rootHash],
      ]);

      const tree = await data<MessageTreeResponse>(post('/messages/tree', { id: ref.hash }));
      const inTree = new Set(tree.transactions.map((transaction) => transaction.hash));
      expect(inTree.has(linkedMessage.src!) && inTree.has(linkedMessage.dst!)).toBe(true);
      for (const message of tree.messages) {
        const fact = facts.messages.get(message.messageHash)!;
        expect([message.srcTransactionHash, message.dstTransactionHash]).toEqual([fact.src, fact.dst]);
      }
    });

    it('gives the whole chain of a message of the tick transaction with three outbound ones, from that transaction', async () => {
      const tick = facts.transactions.get(TICK_TRANSACTION)!;
      expect(tick.tx.outMsgs).toHaveLength(3);
      const siblings = tick.tx.outMsgs.map((message) => message.hash);
      const chain = { messages: new Set<string>(), transactions: new Set<string>() };
      for (let level = [TICK_TRANSACTION]; level.length > 0;) {
        for (const hash of level) chain.transactions.add(hash);
        const sent = level.flatMap((hash) => facts.transactions.get(hash)!.tx.outMsgs.map((message) => message.hash));
        for (const hash of sent) chain.messages.add(hash);
        level = sent.map((hash) => facts.messages.get(hash)!.dst).filter((hash): hash is string => hash !== null);
      }
      for (const hash of siblings) {
        const tree = await data<MessageTreeResponse>(post('/messages/tree', { id: hash }));
        expect(tree.root).toEqual({ kind: 'Transaction', hash: TICK_TRANSACTION });
        expect(new Set(tree.messages.map((message) => message.messageHash))).toEqual(chain.messages);
        expect(new Set(tree.transactions.map((transaction) => transaction.hash))).toEqual(chain.transactions);
        expect(tree.truncated).toBe(false);
      }
    });

    it('gives an external destination in its extern:hex form', async () => {
      const { message } = await data<MessageResponse>(post('/messages', { id: TICK_EVENT }));
      expect(message).toMatchObject({
        messageType: 'ExternalOut',
        dstWorkchain: null,
        dstAddress: 'extern:e8cae6e880eb79a2',
        srcAddress: '-1:04f64c6afbff3dd10d8ba6707790ac9670d540f37a9448b0337baa6a5a92acac',
      });
    });

    it('lists the accounts newest first with the undated ones last, and oldest first with them first', async () => {
      for (const by of ['createdAt', 'updatedAt'] as const) {
        const newest = await data<AccountListResponse>(post('/accounts/list', { limit: 100, ordering: { by, order: 'DESC' } }));
        const dated = newest.accounts.map((account) => account[by] !== null);
        expect(dated.indexOf(false)).toBeGreaterThan(0);
        expect(dated.slice(dated.indexOf(false))).not.toContain(true);
        const oldest = await data<AccountListResponse>(post('/accounts/list', { limit: 100, ordering: { by, order: 'ASC' } }));
        expect(oldest.accounts.map((account) => account.address)).toEqual(newest.accounts.map((account) => account.address).reverse());
      }
    });

    it('follows a shard split from a block to its next block and back', async () => {
      const parent = await data<BlockResponse>(post('/blocks', { workchain: 0, shard: '8000000000000000', seqno: 36 }));
      expect(parent.block.blockInfo.beforeSplit).toBe(true);
      expect(parent.nextBlock).toMatchObject({ workchain: 0, shard: '4000000000000000', seqno: 37 });
      const right = await data<BlockResponse>(post('/blocks', { workchain: 0, shard: 'c000000000000000', seqno: 37 }));
      expect(right.block.blockInfo.afterSplit).toBe(true);
      expect(right.prevBlock).toMatchObject({ workchain: 0, shard: '8000000000000000', seqno: 36, rootHash: parent.block.rootHash });
      const middle = await data<BlockResponse>(post('/blocks', { workchain: 0, shard: '8000000000000000', seqno: 20 }));
      expect(middle.prevBlock).toMatchObject({ shard: '8000000000000000', seqno: 19 });
      expect(middle.nextBlock).toMatchObject({ shard: '8000000000000000', seqno: 21 });
    });

    it('gives the config of the latest key block (the zerostate here) as the fixture decodes it', async () => {
      const answer = await data<KeyBlockConfigResponse>(post('/blocks/key-block-config', {}));
      const config = answer.config as { configAddress: string; paramIndexes: number[]; params: Record<string, unknown> };
      expect(answer.mcSeqno).toBe(0);
      expect(config.configAddress).toBe(`-1:${facts.config.address}`);
      expect(config.paramIndexes).toEqual([...facts.config.params.keys()].sort((a, b) => a - b));
      const timings = configParamValue(facts.config, 15)!;
      expect(config.params['15']).toEqual({ ...timings });
      const json = (value: unknown) =>
        JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item))) as unknown;
      expect(answer.record).toMatchObject({
        configAddress: `-1:${facts.config.address}`,
        electorAddress: `-1:${configParamValue(facts.config, 1)}`,
        minterAddress: `-1:${configParamValue(facts.config, 2)}`,
        electorParams: json(timings),
        stakeParams: json(configParamValue(facts.config, 17)),
        gasPrices: { masterchain: json(configParamValue(facts.config, 20)), basechain: json(configParamValue(facts.config, 21)) },
        catchainParams: json(configParamValue(facts.config, 28)),
        criticalParams: json(configParamValue(facts.config, 10)),
      });
      const stakes = configParamValue(facts.config, 17)!;
      expect(config.params['17']).toEqual({
        minStake: String(stakes.minStake),
        maxStake: String(stakes.maxStake),
        minTotalStake: String(stakes.minTotalStake),
        maxStakeFactor: stakes.maxStakeFactor,
      });
      expect(config.params['1']).toBe('3'.repeat(64));
    });

    it('derives the elections from config params 15, 16, 17 and 34 at the chain tip', async () => {
      const timings = configParamValue(facts.config, 15)!;
      const stakes = configParamValue(facts.config, 17)!;
      const current = configParamValue(facts.config, 34)!;
      const config = await data<ElectionsConfig>(get('/elections/config'));
      expect(config).toEqual({
        ...timings,
        minStake: String(stakes.minStake),
        maxStake: String(stakes.maxStake),
        minTotalStake: String(stakes.minTotalStake),
        maxStakeFactor: stakes.maxStakeFactor / 65536,
        ...configParamValue(facts.config, 16)!,
      });
      const state = await data<ElectionsState>(get('/elections/state'));
      const now = tip.block.info.genUtime;
      const open = current.utimeUntil - timings.electionsStartBefore;
      const close = current.utimeUntil - timings.electionsEndBefore;
      expect(state).toMatchObject({
        status: now < open ? 'waiting' : now < close ? 'open' : 'closed',
        electionId: current.utimeUntil,
        electClose: close,
        validationCyclePeriod: timings.validatorsElectedFor,
        electionsPeriod: timings.electionsStartBefore - timings.electionsEndBefore,
        previous: null,
        next: null,
      });
      // The zerostate installs the set with keys and weights only: no election, so no wallets, stakes or bonuses.
      expect(state.current).toMatchObject({
        utimeSince: current.utimeSince,
        utimeUntil: current.utimeUntil,
        origin: 'zerostate',
        totalStake: null,
        totalBonuses: null,
        participantCount: current.total,
      });
      expect(state.current!.participants.every((p) => p.address === null && p.stake === null && p.bonuses === null)).toBe(true);
      expect(new Set(state.current!.participants.map((p) => p.publicKey))).toEqual(new Set(current.list.map((v) => v.publicKey)));
      const weightSum = state.current!.participants.reduce((sum, p) => sum + Number(p.weight), 0);
      expect(weightSum).toBeCloseTo(1, 6);
      const top = await data<ValidatorsTop>(get('/elections/current-validators-top'));
      expect(top.validators).toEqual(state.current!.participants.slice(0, 10));
      expect(await data(get('/elections/bonuses'))).toEqual({ totalBonuses: null, electionId: current.utimeSince });
      // Everscan's elector fields: the zerostate's elector holds no election, and its active hash is param 34's.
      expect(state).toMatchObject({
        activeId: null,
        activeHash: bytesToHex(facts.config.params.get(34)!.hash()),
        currentElection: null,
        pastElections: [],
      });
    });

    it('finds transactions, messages and blocks by hash, blocks by workchain:shard:seqno and accounts by either address form', async () => {
      const tx = ordinary;
      expect(await data<SearchResponse>(post('/search', { query: ` ${tx.hash.toUpperCase()} ` }))).toEqual({
        blocks: [],
        accounts: [],
        transactions: [{ hash: tx.hash, time: tx.tx.now }],
        messages: [],
      });
      const byHash = await data<SearchResponse>(post('/search', { query: busyBlock.rootHash }));
      expect(byHash.blocks).toEqual([
        { rootHash: busyBlock.rootHash, workchain: -1, shard: '8000000000000000', seqno: busyBlock.seqno, genUtime: busyBlock.block.info.genUtime },
      ]);
      const byId = await data<SearchResponse>(post('/search', { query: `-1:8:${busyBlock.seqno}` }));
      expect(byId.blocks.map((block) => block.rootHash)).toEqual([busyBlock.rootHash]);
      const message = await data<SearchResponse>(post('/search', { query: linkedMessage.ref.hash }));
      expect(message.messages).toEqual([{ messageHash: linkedMessage.ref.hash, messageType: 'Internal', createdAt: expect.any(Number) }]);
      const account = `-1:${tx.tx.accountAddr}`;
      const raw = await data<SearchResponse>(post('/search', { query: account }));
      expect(raw.accounts.map((hit) => hit.address)).toEqual([account]);
      const friendly = new Address(-1, Buffer.from(tx.tx.accountAddr, 'hex')).toFriendly({ bounceable: true });
      expect(await data<SearchResponse>(post('/search', { query: friendly }))).toEqual(raw);
      const byTxPrefix = await data<SearchResponse>(post('/search', { query: tx.hash.slice(0, 6).toUpperCase() }));
      expect(byTxPrefix.transactions).toContainEqual({ hash: tx.hash, time: tx.tx.now });
      const byBlockPrefix = await data<SearchResponse>(post('/search', { query: busyBlock.rootHash.slice(0, 5) }));
      expect(byBlockPrefix.blocks.map((block) => block.rootHash)).toContain(busyBlock.rootHash);
      expect((await data<SearchResponse>(post('/search', { query: `-1:${tx.tx.accountAddr.slice(0, 8)}` }))).accounts).toEqual(raw.accounts);
      expect((await data<SearchResponse>(post('/search', { query: tx.tx.accountAddr }))).accounts).toEqual(raw.accounts);
      expect(await data<SearchResponse>(post('/search', { query: 'nothing like this' }))).toEqual({
        blocks: [],
        accounts: [],
        transactions: [],
        messages: [],
      });
    });

    it('converts an address between its forms', async () => {
      const address = new Address(-1, Buffer.from('3'.repeat(64), 'hex'));
      const forms = await data<ConvertAddressResponse>(post('/convert_address', { address: address.toRaw().toUpperCase() }));
      expect(forms).toEqual({
        unpacked: address.toRaw(),
        bounceable: address.toFriendly({ bounceable: true, urlSafe: false }),
        bounceableUrl: address.toFriendly({ bounceable: true, urlSafe: true }),
        nonBounceable: address.toFriendly({ bounceable: false, urlSafe: false }),
        nonBounceableUrl: address.toFriendly({ bounceable: false, urlSafe: true }),
        workchain: -1,
      });
      expect(await data(post('/convert_address', { address: forms.nonBounceableUrl }))).toEqual(forms);
      const bad = await post('/convert_address', { address: 'not an address' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^body\/address /);
    });

    it('never shows a total below its 24 h figure, nor a 24 h figure below its 1 h one', async () => {
      const stats = await data<Stats>(get('/stats'));
      expect(statsOutOfOrder(stats)).toEqual([]);
      // The genesis blocks lie within the hour before the tip: each window holds the activity, the totals hold more.
      expect(stats.transactions1h).toBe(stats.transactionTotal);
      expect(stats.messages1h).toBe(stats.messagesTotal);
      expect(stats.accountsActive1h).toBeGreaterThan(0);
      expect(stats.accountsActiveTotal).toBeGreaterThan(stats.accountsActive24h);
    });

    it('counts the chain in the stats, the series and the live chart', async () => {
      const stats = await data<Stats>(get('/stats'));
      expect(await data(post('/messages/count', {}))).toEqual({ count: facts.messages.size });
      expect(await data(post('/transactions/count', {}))).toEqual({ count: facts.transactions.size });
      expect(await data(post('/blocks/count', {}))).toEqual({ count: facts.blocks.size });
      const accounts = await database.db.selectFrom('accounts').select('state').execute();
      expect(stats).toMatchObject({
        transactionTotal: facts.transactions.size,
        // Every message, the collator's fee and mint messages too: what /messages/count counts.
        messagesTotal: facts.messages.size,
        // Every account met, whatever its state: the zerostates' and those the transactions made.
        accountsActiveTotal: accounts.length,
        latestMcSeqno: tip.seqno,
        shardchainCount: tip.shards.length,
      });
      expect(stats.averageBlockTime).toBeCloseTo(
        (tip.block.info.genUtime - masterchain[0]!.block.info.genUtime) / (tip.seqno - masterchain[0]!.seqno),
        6,
      );
      const times = transactions.map((fact) => fact.tx.now);
      const range = { start_date: Math.min(...times) - 86_400, end_date: Math.max(...times) + 86_400 };
      for (const timeframe of ['D1', 'H1']) {
        const series = await data<CountSeriesResponse>(post('/stats/transactions', { ...range, timeframe }));
        expect(series.points.reduce((sum, point) => sum + point.count, 0)).toBe(facts.transactions.size);
        // The messages series counts what /messages/count counts, the collator's mint and fee messages included.
        const messages = await data<CountSeriesResponse>(post('/stats/messages', { ...range, timeframe }));
        expect(messages.points.reduce((sum, point) => sum + point.count, 0)).toBe(facts.messages.size);
      }
      const first = Math.min(...times);
      const holdingStart = await data<CountSeriesResponse>(
        post('/stats/transactions', { start_date: first + 1, end_date: first + 2, timeframe: 'H1' }),
      );
      expect(holdingStart.points.map((point) => point.time)).toEqual([first - (first % 3600)]);
      expect(holdingStart.points[0]!.count).toBeGreaterThan(0);
      const tipTime = tip.block.info.genUtime;
      const lastMonth = await data<CountSeriesResponse>(post('/stats/transactions', { start_date: tipTime - 2_592_000, end_date: tipTime }));
      expect(lastMonth.points.reduce((sum, point) => sum + point.count, 0)).toBe(facts.transactions.size);
      expect(lastMonth.points.at(-1)!.time).toBe(tipTime - (tipTime % 86_400));
      // A range after the chain's tip is answered as asked: its own days, each empty, not the chain's last month.
      const now = Math.floor(Date.now() / 1000);
      const today = await data<CountSeriesResponse>(post('/stats/transactions', { start_date: now - 2_592_000, end_date: now }));
      expect(today.points[0]!.time).toBe(now - 2_592_000 - ((now - 2_592_000) % 86_400));
      expect(today.points).toHaveLength(31);
      expect(today.points.every((point) => point.count === 0)).toBe(true);
      const beforeChain = await data<AccountSeriesResponse>(
        post('/stats/accounts', { start_date: 1_588_000_000, end_date: 1_588_100_000, timeframe: 'H1' }),
      );
      expect(beforeChain.points.length).toBeGreaterThan(20);
      expect(beforeChain.points.every((point) => point.total === 0 && point.count === 0)).toBe(true);
      const live = await data<LiveResponse>(post('/stats/transactions_10m'));
      expect(live.time_to_count).toHaveLength(60);
      const liveStart = live.time_to_count[0]!.time;
      const inWindow = times.filter((time) => time >= liveStart && time < liveStart + 600).length;
      expect(live.time_to_count.reduce((sum, point) => sum + point.count, 0)).toBe(inWindow);
    });

    it('sends immutable resources with a year of caching and an ETag that a repeat request turns into 304', async () => {
      const first = await post('/transactions/raw', { id: ordinary.hash });
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await post('/transactions/raw', { id: ordinary.hash }, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await post(
        '/transactions/raw',
        { id: transactions.find((fact) => fact.hash !== ordinary.hash)!.hash },
        { 'if-none-match': etag },
      );
      expect(other.statusCode).toBe(200);
      const block = await post('/blocks', { hash: busyBlock.rootHash });
      expect(block.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const lastBlock = await post('/blocks', { hash: tip.rootHash });
      expect(lastBlock.headers['cache-control']).toBe('public, max-age=5');
      const list = await post('/transactions/list', {});
      expect(list.headers['cache-control']).toBe('public, max-age=5');
    });
  });
});
