import { describe, expect, it } from 'vitest';
import {
  Builder,
  Slice,
  type Cell,
  decodeConfigParam,
  decodeConfigParamValue,
  decodeConfigParams,
  encodeConfigParam,
  encodeConfigParams,
  encodeConfigParamValue,
  validatorEntries,
  validatorSetTotalWeight,
  type KnownConfigParamIndex,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';
import { hexToBytes } from '../../../src/util/hex.js';
import { defined } from '../../../src/testing/index.js';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);
const ADNL = 'c3'.repeat(32);
const BLS = 'd4'.repeat(48);

/** Decodes a hand-built parameter cell and checks that encoding gives the same cell back. */
function decodeExact<K extends KnownConfigParamIndex>(index: K, cell: Cell) {
  const value = decodeConfigParamValue(index, cell);
  expect(encodeConfigParamValue(index, value).hashHex()).toBe(cell.hashHex());
  return value;
}

function sigPubKey(b: Builder, key: string): Builder {
  return b.storeUint(0x8e81278a, 32).storeBytes(hexToBytes(key));
}

function paramLimits(b: Builder, underload: number, soft: number, hard: number): Builder {
  return b.storeUint(0xc3, 8).storeUint(underload, 32).storeUint(soft, 32).storeUint(hard, 32);
}

describe('config parameter layouts absent from the fixtures, built by hand from the TL-B', () => {
  it('reads validators#11 with an inline Hashmap 16 and Everscale validator descriptions #93 and #74', () => {
    const seqnoValidator = sigPubKey(new Builder().storeUint(0b00, 2).storeUint(0x93, 8), KEY_A)
      .storeUint(7n, 64)
      .storeBytes(hexToBytes(ADNL))
      .storeUint(1234, 32)
      .endCell();
    const blsValidator = sigPubKey(new Builder().storeUint(0b00, 2).storeUint(0x74, 8), KEY_B)
      .storeUint(5n, 64)
      .storeBytes(hexToBytes(ADNL))
      .storeBytes(hexToBytes(BLS))
      .endCell();
    const set = new Builder()
      .storeUint(0x11, 8)
      .storeUint(1000, 32)
      .storeUint(2000, 32)
      .storeUint(2, 16)
      .storeUint(1, 16)
      // hml_same$11 v:0 n:15 — keys 0 and 1 share fifteen zero bits, then fork.
      .storeUint(0b110, 3)
      .storeUint(15, 5)
      .storeRef(seqnoValidator)
      .storeRef(blsValidator)
      .endCell();
    const value = decodeExact(34, set);
    expect(value).toMatchObject({ kind: 'validators', utimeSince: 1000, utimeUntil: 2000, total: 2, main: 1 });
    expect(value.list[0]).toEqual({ kind: 'validator_addr_seqno', publicKey: KEY_A, weight: 7n, adnlAddress: ADNL, mcSeqnoSince: 1234 });
    expect(value.list[1]).toEqual({ kind: 'validator_bls', publicKey: KEY_B, weight: 5n, adnlAddress: ADNL, blsPublicKey: BLS });
    expect(validatorSetTotalWeight(value)).toBe(12n);
    expect(validatorEntries(value).map((entry) => entry.mcSeqnoSince)).toEqual([1234, null]);
  });

  it('reads workchain_v2#a7 with an extended format', () => {
    const descr = new Builder()
      .storeUint(0xa7, 8)
      .storeUint(1700000000, 32)
      .storeUint(1, 8)
      .storeUint(2, 8)
      .storeUint(4, 8)
      .storeBit(0)
      .storeBit(1)
      .storeBit(0)
      .storeUint(5, 13)
      .storeBytes(hexToBytes(KEY_A))
      .storeBytes(hexToBytes(KEY_B))
      .storeUint(3, 32)
      .storeUint(0, 4)
      .storeUint(64, 12)
      .storeUint(1023, 12)
      .storeUint(8, 12)
      .storeUint(2, 32)
      .storeUint(0, 4)
      .storeUint(100, 32)
      .storeUint(200, 32)
      .storeUint(300, 32)
      .storeUint(400, 32)
      .storeUint(12, 8);
    // HashmapE 32 with the one key 7: hme_root$1, then a hml_long$10 label of all 32 bits.
    const leaf = new Builder().storeUint(0b10, 2).storeUint(32, 6).storeUint(7, 32).storeBuilder(descr).endCell();
    const entry = defined(decodeExact(12, new Builder().storeBit(1).storeRef(leaf).endCell())[0]);
    expect(entry.workchain).toBe(7);
    expect(entry.descr).toMatchObject({
      kind: 'workchain_v2',
      monitorMinSplit: 1,
      minSplit: 2,
      maxSplit: 4,
      active: true,
      acceptMsgs: false,
      flags: 5,
      format: { kind: 'extended', minAddrLen: 64, maxAddrLen: 1023, addrLenStep: 8, workchainTypeId: 2 },
      splitMergeTimings: { splitMergeDelay: 100, splitMergeInterval: 200, minSplitMergeInterval: 300, maxSplitMergeDelay: 400 },
      persistentStateSplitDepth: 12,
    });
  });

  it('reads block_limits_v2#5e and gas_prices#dd', () => {
    const limits = paramLimits(paramLimits(paramLimits(paramLimits(new Builder().storeUint(0x5e, 8), 1, 2, 3), 4, 5, 6), 7, 8, 9), 10, 11, 12)
      .storeUint(0xd3, 8)
      .storeUint(1 << 20, 32)
      .storeUint(500, 32)
      .endCell();
    expect(decodeExact(22, limits)).toMatchObject({
      kind: 'block_limits_v2',
      ltDelta: { underload: 7, softLimit: 8, hardLimit: 9 },
      collatedData: { underload: 10, softLimit: 11, hardLimit: 12 },
      importedMsgQueue: { maxBytes: 1 << 20, maxMsgs: 500 },
    });
    const gas = new Builder().storeUint(0xdd, 8);
    for (let i = 1n; i <= 6n; i++) gas.storeUint(i, 64);
    expect(decodeExact(21, gas.endCell())).toEqual({
      kind: 'gas_prices',
      gasPrice: 1n,
      gasLimit: 2n,
      gasCredit: 3n,
      blockGasLimit: 4n,
      freezeDueLimit: 5n,
      deleteDueLimit: 6n,
    });
  });

  it("reads TON's consensus_config_v3#d8 (told apart from Tycho's #d8 by length) and consensus_config_v4#d9", () => {
    const round = (b: Builder) => {
      for (let i = 1; i <= 7; i++) b.storeUint(i * 10, 32);
      return b;
    };
    const v3 = round(new Builder().storeUint(0xd8, 8).storeUint(0, 7).storeBit(1).storeUint(2, 8)).storeUint(5, 16).endCell();
    expect(decodeExact(29, v3)).toEqual({
      kind: 'consensus_config_v3',
      newCatchainIds: true,
      roundCandidates: 2,
      nextCandidateDelayMs: 10,
      consensusTimeoutMs: 20,
      fastAttempts: 30,
      attemptDuration: 40,
      catchainMaxDeps: 50,
      maxBlockBytes: 60,
      maxCollatedBytes: 70,
      protoVersion: 5,
    });
    const v4 = round(new Builder().storeUint(0xd9, 8).storeUint(0, 6).storeBit(1).storeBit(0).storeUint(3, 8))
      .storeUint(4, 16)
      .storeUint(9, 32)
      .endCell();
    expect(decodeExact(29, v4)).toMatchObject({
      kind: 'consensus_config_v4',
      useQuic: true,
      newCatchainIds: false,
      roundCandidates: 3,
      protoVersion: 4,
      catchainMaxBlocksCoeff: 9,
    });
  });

  it('reads signed temporary keys with a simple and a chained signature (param 39)', () => {
    const tempKey = sigPubKey(new Builder().storeUint(0x3, 4).storeBytes(hexToBytes(ADNL)), KEY_B)
      .storeUint(9, 32)
      .storeUint(1800000000, 32)
      .endCell();
    const simple = new Builder().storeUint(0x5, 4).storeBytes(hexToBytes(KEY_A)).storeBytes(hexToBytes(KEY_B));
    const certificate = sigPubKey(new Builder().storeUint(0x4, 4), KEY_B).storeUint(10, 32).storeUint(20, 32).storeBuilder(simple).endCell();
    const chained = new Builder().storeUint(0xf, 4).storeRef(certificate).storeBuilder(simple);
    const signedSimple = new Builder().storeUint(0x4, 4).storeRef(tempKey).storeBuilder(simple).endCell();
    const signedChained = new Builder().storeUint(0x4, 4).storeRef(tempKey).storeBuilder(chained).endCell();
    // Keys 0 and 2^255: a fork with an empty label, then leaves labelled hml_same$11 v:0 n:255.
    const leaf = (cell: Cell) => new Builder().storeUint(0b110, 3).storeUint(255, 8).storeSlice(new Slice(cell)).endCell();
    const root = new Builder().storeUint(0b00, 2).storeRef(leaf(signedSimple)).storeRef(leaf(signedChained)).endCell();
    const keys = decodeExact(39, new Builder().storeBit(1).storeRef(root).endCell());
    expect(keys.map(({ key }) => key)).toEqual(['0'.repeat(64), `8${'0'.repeat(63)}`]);
    expect(keys[0]?.value.key).toEqual({ adnlAddress: ADNL, tempPublicKey: KEY_B, seqno: 9, validUntil: 1800000000 });
    expect(keys[0]?.value.signature).toEqual({ kind: 'simple', r: KEY_A, s: KEY_B });
    expect(keys[1]?.value.signature).toEqual({
      kind: 'chained',
      signedCert: { certificate: { tempKey: KEY_B, validSince: 10, validUntil: 20 }, certificateSignature: { kind: 'simple', r: KEY_A, s: KEY_B } },
      tempKeySignature: { r: KEY_A, s: KEY_B },
    });
  });

  it("reads TON's misbehaviour punishment and Everscale's slashing config, both tagged #01 (param 40)", () => {
    const ton = new Builder().storeUint(0x01, 8).storeCoins(1_000_000_000n).storeUint(7, 32);
    for (let i = 1; i <= 9; i++) ton.storeUint(i, 16);
    expect(decodeExact(40, ton.endCell())).toMatchObject({
      kind: 'misbehaviour_punishment_config_v1',
      defaultFlatFine: 1_000_000_000n,
      defaultProportionalFine: 7,
      severityFlatMult: 1,
      mediumProportionalMult: 9,
    });
    const everscale = new Builder().storeUint(0x01, 8);
    for (const value of [100, 4, 30, 0, 1, 70, 2326, 1000]) everscale.storeUint(value, 32);
    expect(decodeExact(40, everscale.endCell())).toEqual({
      kind: 'slashing_config',
      slashingPeriodMcBlocksCount: 100,
      resendMcBlocksCount: 4,
      minSamplesCount: 30,
      collationsScoreWeight: 0,
      signingScoreWeight: 1,
      minSlashingProtectionScore: 70,
      zParamNumerator: 2326,
      zParamDenominator: 1000,
    });
  });

  it("reads TON's suspended_address_list#00 (param 44)", () => {
    const key = new Builder().storeUint(0b10, 2).storeUint(288, 9).storeInt(-1, 32).storeBytes(hexToBytes(KEY_A)).endCell();
    const cell = new Builder().storeUint(0, 8).storeBit(1).storeRef(key).storeUint(1750000000, 32).endCell();
    expect(decodeExact(44, cell)).toEqual({
      kind: 'suspended_address_list',
      addresses: [{ workchain: -1, address: KEY_A }],
      suspendedUntil: 1750000000,
    });
  });
});

describe('config parameter errors', () => {
  it('names the structure and the tag found when a tag is wrong', () => {
    const cell = new Builder().storeUint(0x42, 8).endCell();
    expect(() => decodeConfigParam(34, cell)).toThrow(TlbError);
    expect(() => decodeConfigParam(34, cell)).toThrow('ValidatorSet: unknown tag #42');
    expect(() => decodeConfigParam(28, cell)).toThrow('ConfigParam 28: unknown tag #42');
    expect(() => decodeConfigParam(8, new Builder().storeUint(0xc5, 8).storeUint(0, 96).endCell())).toThrow('GlobalVersion: unknown tag #c5');
  });

  it('rejects a validator set whose main count exceeds its total', () => {
    const cell = new Builder().storeUint(0x12, 8).storeUint(0, 64).storeUint(1, 16).storeUint(2, 16).storeUint(0, 64).storeBit(0).endCell();
    expect(() => decodeConfigParam(34, cell)).toThrow(TlbError);
  });

  it('rejects bits left over after a parameter', () => {
    const cell = new Builder().storeUint(0xc4, 8).storeUint(1, 32).storeUint(0, 64).storeBit(1).endCell();
    expect(() => decodeConfigParam(8, cell)).toThrow(/ConfigParam 8/);
  });

  it('rejects non-zero reserved consensus flags', () => {
    const cell = new Builder().storeUint(0xd7, 8).storeUint(1, 7).storeBit(0).storeUint(1, 8).storeUint(0, 224).endCell();
    expect(() => decodeConfigParam(29, cell)).toThrow(TlbError);
  });
});

describe('ConfigParams container', () => {
  it('keeps negative indexes and unknown params through a round trip', () => {
    const raw = new Builder().storeUint(0xabc, 12).endCell();
    const address = new Builder().storeBytes(hexToBytes(KEY_A)).endCell();
    const config = {
      address: '5'.repeat(64),
      params: new Map([
        [-999, raw],
        [0, address],
      ]),
    };
    const decoded = decodeConfigParams(encodeConfigParams(config));
    expect(decoded.address).toBe('5'.repeat(64));
    expect([...decoded.params.keys()].sort((a, b) => a - b)).toEqual([-999, 0]);
    expect(decoded.params.get(-999)?.hashHex()).toBe(raw.hashHex());
    expect(decodeConfigParam(0, decoded.params.get(0)!)).toEqual({ index: 0, value: KEY_A });
    expect(encodeConfigParam({ index: -999, raw }).hashHex()).toBe(raw.hashHex());
  });

  it('refuses to encode an empty parameter dictionary', () => {
    expect(() => encodeConfigParams({ address: '5'.repeat(64), params: new Map() })).toThrow(TlbError);
  });
});
