import { afterAll, beforeAll, expect, it } from 'vitest';
import { addVerifiedContract } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { decodeTransaction, readBocSingle, transactionView, writeBoc } from '@tvmscan/tvm';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { ContractNames } from '../src/derive/actions/contract-names.js';
import { transactionFacts } from '../src/pipeline/transaction-rows.js';

/** A multisig's signed submitTransaction (nekoton's fixture), and the multisig ABI its test reads it with. */
const SUBMIT = 'nekoton/src_core_parsing__test_parse_multisig_submit.boc';
const SUBMIT_TRANSACTION_ID = 0x131d82cd;
const CODE_HASH = 'c0'.repeat(32);

function submitFacts(watched: ReadonlySet<number>) {
  const cell = readBocSingle(readFixture(SUBMIT));
  const tx = decodeTransaction(cell);
  return { tx, facts: transactionFacts(tx, transactionView(cell, -1, tx), -1, { byCollator: new Set(), tokens: false, actions: true, watched }) };
}

describeWithFixtures("a verified contract's calls", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('passes on the inbound body only when its function id is watched', () => {
    const { tx, facts } = submitFacts(new Set([SUBMIT_TRANSACTION_ID]));
    expect(facts.watchedCallBody).toEqual(writeBoc(tx.inMsg!.message.body));
    expect(submitFacts(new Set([0x01020304])).facts.watchedCallBody).toBeNull();
  });

  it('are named and decoded with the ABI verified for their code, read again when the registry grows', async () => {
    const contracts = new ContractNames(database);
    expect(await contracts.refresh()).toBe(true);
    expect(contracts.watchedFunctionIds()).toEqual([]);
    await addVerifiedContract(database.db, {
      codeHash: CODE_HASH,
      contractName: 'Multisig',
      compilerVersion: 'test',
      linkerVersion: 'test',
      abi: JSON.parse(new TextDecoder().decode(readFixture('nekoton/abi/msig_abi.json'))),
      sources: [],
      tvc: null,
      origin: 'compiled',
    });
    expect(await contracts.refresh()).toBe(true);
    expect(await contracts.refresh()).toBe(false);
    expect(contracts.watchedFunctionIds()).toContain(SUBMIT_TRANSACTION_ID);
    const { facts } = submitFacts(new Set(contracts.watchedFunctionIds()));
    expect(contracts.factOf(CODE_HASH, facts.watchedCallBody, true)).toMatchObject({
      name: 'Multisig',
      call: { function: 'submitTransaction', arguments: { bounce: true, allBalance: false } },
    });
    expect(contracts.factOf(CODE_HASH, null, true)).toEqual({ name: 'Multisig', call: null });
    expect(contracts.factOf('d0'.repeat(32), facts.watchedCallBody, true)).toBeNull();
  });
});
