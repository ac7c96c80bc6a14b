import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  configParamValue,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  decompressZstd,
  isZstd,
  readBocSingle,
  Slice,
  type Cell,
} from '@tvmscan/tvm';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';
import {
  decodeElectorData,
  decodeStakeRequest,
  electorBodyHead,
  ELECTOR_OPCODES,
  encodeElectorData,
  encodeRecoverStakeRequest,
  encodeStakeRequest,
  stakeSigningData,
} from '@tvmscan/contracts';

const key = 'a1'.repeat(32);
const adnl = 'b2'.repeat(32);
const wallet = 'c3'.repeat(32);

describe("the elector's request bodies", () => {
  it('a stake request reads back field by field, the signature in its reference', () => {
    const signature = Uint8Array.from({ length: 64 }, (_, i) => i);
    const request = { queryId: 1_700_000_123n, validatorKey: key, electionId: 1_700_000_240, maxFactor: 196_608, adnlAddress: adnl, signature };
    const body = encodeStakeRequest(request);
    expect(decodeStakeRequest(body)).toEqual(request);
    const s = new Slice(body);
    expect([s.loadUint(32), s.loadUintBig(64)]).toEqual([0x4e73744b, 1_700_000_123n]);
    expect(body.refs[0]!.bitLength).toBe(512);
  });

  it('the signed data is the tag ePLt, the election, the max factor, the wallet and the ADNL address: 76 bytes', () => {
    const data = stakeSigningData({ electionId: 0x01020304, maxFactor: 0x00030000, adnlAddress: adnl }, wallet);
    expect(Buffer.from(data).toString('hex')).toBe(`654c5074` + `01020304` + `00030000` + wallet + adnl);
  });

  it('a recover request is the op and the query id; the head of any elector body reads them', () => {
    const body = encodeRecoverStakeRequest(77n);
    expect(body.bitLength).toBe(96);
    expect(electorBodyHead(body)).toEqual({ op: ELECTOR_OPCODES.recoverStake, queryId: 77n });
    expect(decodeStakeRequest(body)).toBeNull();
  });

  it('refuses a key that is not 64 hex digits', () => {
    expect(() => stakeSigningData({ electionId: 1, maxFactor: 65_536, adnlAddress: 'xyz' }, wallet)).toThrow(/ADNL address/);
  });
});

/** The elector's data in a masterchain state fixture (the account config param 1 names). */
function electorDataOf(rel: string): Cell {
  let bytes = readFixture(rel);
  if (isZstd(bytes)) bytes = decompressZstd(bytes);
  const state = decodeShardState(readBocSingle(bytes));
  if (state.kind !== 'unsplit' || state.state.custom === null) throw new Error(`${rel} is not a masterchain state`);
  const id = configParamValue(state.state.custom.config, 1)!;
  const entry = decodeShardAccounts(state.state.accounts).entries.find(({ key }) => key.toString(16).padStart(64, '0') === id)!;
  const account = decodeAccount(entry.value.account)!;
  if (account.storage.state.kind !== 'active') throw new Error('no active elector');
  return account.storage.state.stateInit.data!;
}

describeWithFixtures("the elector's data", () => {
  it('the Everscale zerostate holds an elector with no election, no credits, no past elections and no coins of its own', () => {
    expect(decodeElectorData(electorDataOf('everscale/zerostate/mainnet-masterchain.boc'))).toEqual({
      elect: null,
      credits: new Map(),
      pastElections: new Map(),
      grams: 0n,
      activeId: 0,
      activeHash: '0'.repeat(64),
    });
  });

  it('the Tycho testnet dump holds an open election of 13 members; encoding what was decoded gives the same cell', () => {
    const dir = 'tycho/testnet-dump/dump/persistents';
    const file = readdirSync(fixturePath(dir)).find((name) => name.startsWith('-1:'))!;
    const data = electorDataOf(`${dir}/${file}`);
    const decoded = decodeElectorData(data);
    expect(decoded.elect?.members.size).toBe(13);
    expect(encodeElectorData(decoded).hashHex()).toBe(data.hashHex());
  });
});
