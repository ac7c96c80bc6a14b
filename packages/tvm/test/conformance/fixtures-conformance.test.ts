import { createHash } from 'node:crypto';
import { Cell as TonCell, Dictionary, type Slice as TonSlice } from '@ton/core';
import { expect, it } from 'vitest';
import {
  CellType,
  TvmError,
  configParamValue,
  decodeAccount,
  decodeAccountStuff,
  decodeBlock,
  decodeBlockProof,
  decodeBytes,
  decodeConfigParams,
  decodeMessage,
  decodeShardState,
  decodeTransaction,
  decompressZstd,
  detectArchive,
  detectKind,
  encodeAccount,
  encodeAccountStuff,
  encodeBlock,
  encodeBlockProof,
  encodeConfigParams,
  encodeMessage,
  encodeShardState,
  encodeTransaction,
  hasBocMagic,
  isZstd,
  readArchive,
  readBocSingle,
  sumValidatorWeights,
  validatorSetTotalWeight,
  writeBoc,
  type ArchiveFormat,
  type BlockView,
  type BocKind,
  type Cell,
  type DecodedItem,
} from '../../src/index.js';
import { describeWithFixtures, listFixtures, readFixture, defined } from '../../src/testing/index.js';

/** Files that are neither a BOC nor an archive; any other unreadable file fails the suite. */
const NON_BOC_FILES = [
  'README.md',
  'everscale/abi/depool.abi.json',
  'nekoton/abi/dex_abi.json',
  'nekoton/abi/msig_abi.json',
  'nekoton/abi/token_wallet.json',
  'tycho/blocks/shard-block-11.id.txt',
  // Tycho external message sets (magic 74653663)
  'tycho/externals/set01/1716380091000',
  'tycho/externals/set01/1716383031000',
  'tycho/externals/set01/1716383418000',
  'tycho/externals/set02/1717433466797',
  'tycho/externals/set02/1717433469306',
  'tycho/externals/set02/1717433471813',
  'tycho/externals/set02/1717433474323',
  'tycho/externals/set02/1717433476834',
  'tycho/externals/set02/1717433479343',
  'tycho/externals/set03/1723107089183',
  'tycho/externals/set03/1723107091208',
  // Tycho queue files (zstd around magic ccd96436)
  'tycho/testnet-dump/dump/queues/-1:8000000000000000:57:a660f187c1c01034d1c9a282130a2e15f329bd182030bcb247c5f56a1d93a970:1fe6ded11faf46db86b2ae1870c606f5ec5a0b989a3258a14e837060f2177900.queue',
  'tycho/testnet-dump/dump/queues/0:8000000000000000:35:9c161e66894f2e6032db85d12a688f1e487a137bb3a2dd29ffa41d2121679ee4:c425031778cbe206758149f73d62e94059701af90ecb278c8531aeec34b626da.queue',
  'tycho/testnet-dump/dump/queues/0:8000000000000000:36:78d7e559cf68d9d1821520d1b53b16ba5cf9cef139106efd388af2bfe2016817:a875088e0557ab41241aaf07db46e9422e070d7d3842fe4f7269ae6a0bd69ae5.queue',
  'tycho/testnet-dump/dump_one_shard/queues/-1:8000000000000000:76:2bf161eba9da6679c96a7d965364af242d97637dd28d41f1f2217bb040fd2a59:d966587b479ac9c0b455ee6fff253e8611f6c1dbe419e780e82ddcbd5cbd7646.queue',
  'tycho/testnet-dump/dump_one_shard/queues/0:8000000000000000:83:6cb5e96396cd3a350843901a581c9db0b40e542544751ea38ea18daede2e1f93:6a100611576d52b0f734b50a8fb732c015e5c1a4ebb9635ad388fbad12881ff2.queue',
  'tycho/testnet-dump/dump_one_shard/queues/0:8000000000000000:84:f1ea9999271c34d6d2e901af54e51c6e44a1af1897055f3cb62a3a08486993c5:43cc98460f1b80470c0edc6c0b49323494695947e2814d6f4c83ac3cff5958ec.queue',
];

/** Each archive with its format and how many blocks it holds (the README's counts). */
const ARCHIVES: Record<string, { format: ArchiveFormat; blocks: number }> = {
  'everscale/archive/mainnet-mc1-99.pack': { format: 'pack', blocks: 320 },
  'tycho/archive/archive_1.bin': { format: 'tycho', blocks: 107 },
  'tycho/archive/archive_2.bin': { format: 'tycho', blocks: 106 },
  'tycho/archive/archive_3.bin': { format: 'tycho', blocks: 107 },
};

/**
 * The kind of the single root of every BOC fixture (plain or zstd-compressed), checked against the
 * fixtures README where it describes the file. `cell` is a body, code or other tree without a model.
 */
const KINDS: Record<string, BocKind> = {
  'everscale/accounts/flatqube-dex-pair.boc': 'account',
  'everscale/accounts/sdk-account.boc': 'account',
  'everscale/blocks/empty_shard_block.boc': 'block',
  'everscale/blocks/mc_block_proof.boc': 'proof',
  'everscale/blocks/mc_block_with_shards.boc': 'block',
  'everscale/blocks/mc_key_block.boc': 'block',
  'everscale/blocks/mc_simple_block.boc': 'block',
  'everscale/blocks/shard_block_proof.boc': 'proof',
  'everscale/blocks/simple_shard_block.boc': 'block',
  'everscale/config/dex_pair_config.boc': 'config',
  'everscale/config/mainnet_config_10660619.boc': 'config',
  'everscale/config/mainnet_zerostate_config.boc': 'config',
  'everscale/config/new_config.boc': 'config',
  'everscale/config/old_config.boc': 'config',
  'everscale/config/simple_config.boc': 'config',
  'everscale/devnet-gid42/key_block_1159_two_workchains.boc': 'block',
  'everscale/dict/account_blocks_aug_dict.boc': 'cell',
  'everscale/messages/empty_internal_message.boc': 'message',
  'everscale/messages/external_message.boc': 'message',
  'everscale/messages/external_message_body.boc': 'cell',
  'everscale/messages/external_out_message.boc': 'message',
  'everscale/messages/internal_message_body.boc': 'cell',
  'everscale/messages/internal_message_with_body.boc': 'message',
  'everscale/messages/internal_message_with_deploy.boc': 'message',
  'everscale/messages/internal_message_with_deploy_body.boc': 'cell',
  'everscale/messages/internal_message_with_deploy_special.boc': 'message',
  'everscale/messages/internal_message_with_deploy_state_init.boc': 'cell',
  // A Merkle proof of an account: judged by the account it proves.
  'everscale/proofs/account-safemultisig-proof.boc': 'account',
  'everscale/states/mainnet-masterchain-state-2.boc': 'state',
  'everscale/testnet-gid1/first_block.boc': 'block',
  'everscale/testnet-gid1/new_zerostate.boc': 'state',
  'everscale/transactions/ordinary_tx_bounce_no_funds.boc': 'transaction',
  'everscale/transactions/ordinary_tx_bounce_no_state.boc': 'transaction',
  'everscale/transactions/ordinary_tx_recursive.boc': 'transaction',
  'everscale/transactions/ordinary_tx_with_external.boc': 'transaction',
  'everscale/transactions/ordinary_tx_with_outgoing.boc': 'transaction',
  'everscale/transactions/ordinary_tx_without_outgoing.boc': 'transaction',
  'everscale/transactions/tick_tx.boc': 'transaction',
  'everscale/transactions/tock_tx.boc': 'transaction',
  'everscale/zerostate/mainnet-masterchain.boc': 'state',
  'everscale/zerostate/mainnet-workchain0.boc': 'state',
  'nekoton/nekoton-abi_src_lib__correct_text_payload.boc': 'cell',
  'nekoton/nekoton-abi_src_lib__execute_getter.boc': 'account',
  'nekoton/nekoton-abi_src_lib__string_test.boc': 'cell',
  'nekoton/nekoton-abi_src_lib__test_comment.boc': 'cell',
  'nekoton/nekoton-abi_src_lib__test_encode_cell.boc': 'cell',
  'nekoton/nekoton-abi_src_lib__test_execute.boc': 'cell',
  'nekoton/nekoton-abi_src_lib__test_execute_1.boc': 'message',
  'nekoton/nekoton-abi_src_lib__test_execute_2.boc': 'account',
  'nekoton/nekoton-abi_src_lib__test_run_local.boc': 'message',
  'nekoton/nekoton-abi_src_lib__test_run_local_1.boc': 'transaction',
  'nekoton/nekoton-abi_src_lib__unpack_header.boc': 'cell',
  'nekoton/nekoton-abi_src_transaction_parser__extracted_props.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__extracted_props_1.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__internal_transfer.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__internal_transfer_1.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__parse_event.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__parse_event_1.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__send_tokens.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__send_tokens_1.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__send_tokens_2.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__send_tokens_3.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_bounce.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_full_contract.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_full_match.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_msig_parse.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_out.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_parse_events.boc': 'transaction',
  'nekoton/nekoton-abi_src_transaction_parser__test_partial_match.boc': 'transaction',
  'nekoton/nekoton-utils_src_transaction__balance_change_for_bounce_tx.boc': 'transaction',
  'nekoton/src_core_jetton_wallet_mod__burn_notification_parsing.boc': 'transaction',
  'nekoton/src_core_jetton_wallet_mod__dai_root_token_contract.boc': 'account',
  'nekoton/src_core_jetton_wallet_mod__mintless_points_root_token_contract.boc': 'account',
  'nekoton/src_core_jetton_wallet_mod__tonup_root_token_contract.boc': 'account',
  'nekoton/src_core_jetton_wallet_mod__tonup_root_token_contract_1.boc': 'cell',
  'nekoton/src_core_jetton_wallet_mod__tonup_wallet_token_contract.boc': 'account',
  'nekoton/src_core_jetton_wallet_mod__usdt_root_token_contract.boc': 'account',
  'nekoton/src_core_jetton_wallet_mod__wallet_address.boc': 'account',
  'nekoton/src_core_parsing__parse_depool_on_round_complete.boc': 'transaction',
  'nekoton/src_core_parsing__parse_depool_receive_answer.boc': 'transaction',
  'nekoton/src_core_parsing__test_jetton_dai.boc': 'transaction',
  'nekoton/src_core_parsing__test_jetton_incoming_transfer.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_bounced_tokens_transfer.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_multisig_confirm.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_multisig_submit.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_wallet_deployment.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_wallet_v3_token_transfer_with_payload.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_wallet_v3_transfer.boc': 'transaction',
  'nekoton/src_core_parsing__test_parse_wallet_v5r1_transfer.boc': 'transaction',
  'nekoton/src_core_parsing__test_tip3_jetton_incoming_transfer.boc': 'transaction',
  'nekoton/src_core_parsing__test_transaction_with_comment.boc': 'transaction',
  'nekoton/src_core_token_wallet_mod__get_strange_root_contract_details.boc': 'account',
  'nekoton/src_core_token_wallet_mod__root_token_contract.boc': 'account',
  'nekoton/src_core_token_wallet_mod__root_token_contract_1.boc': 'account',
  'nekoton/src_core_token_wallet_mod__token_wallet_contract.boc': 'account',
  'nekoton/src_core_token_wallet_mod__token_wallet_contract_1.boc': 'account',
  'nekoton/src_core_ton_wallet_wallet_v5r1__check_signature_test.boc': 'cell',
  'nekoton/src_core_ton_wallet_wallet_v5r1__check_signature_test_1.boc': 'cell',
  'nekoton/src_core_ton_wallet_wallet_v5r1__state_init.boc': 'account',
  'nekoton/src_core_transactions_tree_mod__test.boc': 'message',
  'nekoton/src_models__test_parse_transaction.boc': 'transaction',
  'ton/blocks/ton_mainnet_key_block_2908265.boc': 'block',
  'ton/config/ton_mainnet_config_2908265.boc': 'config',
  'tycho/blocks/mc-block-1.boc': 'block',
  'tycho/blocks/shard-block-11.boc': 'block',
  'tycho/executor/config.boc': 'config',
  'tycho/executor/msg.boc': 'message',
  // The README calls it a "cell tree"; it is the bare body of account 0:3a34b7ad… (the target of msg.boc).
  'tycho/executor/state.boc': 'account',
  'tycho/testnet-dump/dump/-1_8000000000000000_57_a660f187c1c01034d1c9a282130a2e15f329bd182030bcb247c5f56a1d93a970_1fe6ded11faf46db86b2ae1870c606f5ec5a0b989a3258a14e837060f2177900.block':
    'block',
  'tycho/testnet-dump/dump/0_8000000000000000_35_9c161e66894f2e6032db85d12a688f1e487a137bb3a2dd29ffa41d2121679ee4_c425031778cbe206758149f73d62e94059701af90ecb278c8531aeec34b626da.block':
    'block',
  'tycho/testnet-dump/dump/0_8000000000000000_36_78d7e559cf68d9d1821520d1b53b16ba5cf9cef139106efd388af2bfe2016817_a875088e0557ab41241aaf07db46e9422e070d7d3842fe4f7269ae6a0bd69ae5.block':
    'block',
  'tycho/testnet-dump/dump/persistents/-1:8000000000000000:57:a660f187c1c01034d1c9a282130a2e15f329bd182030bcb247c5f56a1d93a970:1fe6ded11faf46db86b2ae1870c606f5ec5a0b989a3258a14e837060f2177900.boc':
    'state',
  'tycho/testnet-dump/dump/persistents/0:8000000000000000:35:9c161e66894f2e6032db85d12a688f1e487a137bb3a2dd29ffa41d2121679ee4:c425031778cbe206758149f73d62e94059701af90ecb278c8531aeec34b626da.boc':
    'state',
  'tycho/testnet-dump/dump/persistents/0:8000000000000000:36:78d7e559cf68d9d1821520d1b53b16ba5cf9cef139106efd388af2bfe2016817:a875088e0557ab41241aaf07db46e9422e070d7d3842fe4f7269ae6a0bd69ae5.boc':
    'state',
  'tycho/testnet-dump/dump_one_shard/-1_8000000000000000_76_2bf161eba9da6679c96a7d965364af242d97637dd28d41f1f2217bb040fd2a59_d966587b479ac9c0b455ee6fff253e8611f6c1dbe419e780e82ddcbd5cbd7646.block':
    'block',
  'tycho/testnet-dump/dump_one_shard/0_8000000000000000_83_6cb5e96396cd3a350843901a581c9db0b40e542544751ea38ea18daede2e1f93_6a100611576d52b0f734b50a8fb732c015e5c1a4ebb9635ad388fbad12881ff2.block':
    'block',
  'tycho/testnet-dump/dump_one_shard/persistents/-1:8000000000000000:76:2bf161eba9da6679c96a7d965364af242d97637dd28d41f1f2217bb040fd2a59:d966587b479ac9c0b455ee6fff253e8611f6c1dbe419e780e82ddcbd5cbd7646.boc':
    'state',
  'tycho/testnet-dump/dump_one_shard/persistents/0:8000000000000000:83:6cb5e96396cd3a350843901a581c9db0b40e542544751ea38ea18daede2e1f93:6a100611576d52b0f734b50a8fb732c015e5c1a4ebb9635ad388fbad12881ff2.boc':
    'state',
  'tycho/zerostate/zerostate.boc': 'state',
};

/** The BOC inside a file: the file itself, or its zstd-decompressed content. */
function bocBytes(bytes: Uint8Array): Uint8Array {
  return isZstd(bytes) ? decompressZstd(bytes) : bytes;
}

/** Decodes `cell` with the model decoder for `kind` and encodes it again. */
function reencode(kind: BocKind, cell: Cell): Cell {
  switch (kind) {
    case 'block':
      return encodeBlock(decodeBlock(cell));
    case 'proof':
      return encodeBlockProof(decodeBlockProof(cell));
    case 'state':
      return encodeShardState(decodeShardState(cell));
    case 'transaction':
      return encodeTransaction(decodeTransaction(cell));
    case 'message':
      return encodeMessage(decodeMessage(cell));
    case 'account':
      return reencodeAccount(cell);
    case 'config':
      return encodeConfigParams(decodeConfigParams(cell));
    case 'cell':
      return readBocSingle(writeBoc(cell));
  }
}

/** An account is stored tagged (`account$1`/`account_none$0`) or as the bare body, as in shard states. */
function reencodeAccount(cell: Cell): Cell {
  try {
    return encodeAccount(decodeAccount(cell));
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    return encodeAccountStuff(decodeAccountStuff(cell));
  }
}

const decodedCache = new Map<string, DecodedItem[]>();

/** Everything `decodeBytes` yields for a fixture, decoded once per run. */
function decodedItems(file: string): DecodedItem[] {
  let items = decodedCache.get(file);
  if (items === undefined) {
    items = [...decodeBytes(readFixture(file))];
    decodedCache.set(file, items);
  }
  return items;
}

function blockViews(file: string): BlockView[] {
  return decodedItems(file).flatMap((item) => (item.kind === 'block' ? [item.value] : []));
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describeWithFixtures('conformance over every fixture file', () => {
  it('accounts for every file: a BOC of a known kind, an archive, or a known non-BOC file', () => {
    const known = [...Object.keys(KINDS), ...Object.keys(ARCHIVES), ...NON_BOC_FILES].sort();
    expect(listFixtures()).toEqual(known);
  });

  it.each(NON_BOC_FILES)('%s is neither a BOC nor an archive, and decodeBytes rejects it', (file) => {
    const bytes = readFixture(file);
    expect(detectArchive(bytes)).toBeNull();
    expect(hasBocMagic(bocBytes(bytes))).toBe(false);
    expect(() => [...decodeBytes(bytes)]).toThrow(TvmError);
  });

  it.each(Object.entries(KINDS))('%s holds one %s root that decodes and re-encodes to the same hash', (file, kind) => {
    const boc = bocBytes(readFixture(file));
    expect(hasBocMagic(boc)).toBe(true);
    const root = readBocSingle(boc);
    expect(detectKind(root)).toEqual(kind);
    expect(decodedItems(file).map((item) => item.kind)).toEqual([kind]);
    const cell = root.type === CellType.MerkleProof ? defined(root.refs[0], 'the proved cell') : root;
    expect(reencode(kind, cell).hashHex()).toBe(cell.hashHex());
  });

  it.each(Object.entries(ARCHIVES))(
    '%s is a %s archive whose blocks decode to their ids and re-encode to their root hashes',
    (file, { format, blocks }) => {
      const bytes = readFixture(file);
      expect(detectArchive(bytes)).toBe(format);
      const blockEntries = [...readArchive(bytes)].filter((entry) => entry.kind === 'block');
      expect(blockEntries).toHaveLength(blocks);
      expect(decodedItems(file).map((item) => [item.kind, item.entry])).toEqual(blockEntries.map((entry) => ['block', entry.name]));
      for (const entry of blockEntries) {
        const root = readBocSingle(entry.data);
        expect(root.hashHex()).toBe(entry.id.rootHash);
        expect(encodeBlock(decodeBlock(root)).hashHex()).toBe(entry.id.rootHash);
        // Only .pack names carry the sha256 of the stored bytes; the Tycho test archives do not (README).
        if (format === 'pack') expect(sha256Hex(entry.data)).toBe(entry.id.fileHash);
      }
    },
  );

  it('the Everscale mainnet genesis archive holds masterchain blocks 1..99 with 763 transactions', () => {
    const master = blockViews('everscale/archive/mainnet-mc1-99.pack').filter((block) => block.workchain === -1);
    expect(master.map((block) => block.seqno)).toEqual(range(1, 99));
    expect(master.reduce((sum, block) => sum + block.transactions.length, 0)).toBe(763);
  });

  it('the Tycho archives hold masterchain blocks 1..300 in order across the three files, all of network 0', () => {
    const blocks = ['tycho/archive/archive_1.bin', 'tycho/archive/archive_2.bin', 'tycho/archive/archive_3.bin'].flatMap(blockViews);
    const master = blocks.filter((block) => block.workchain === -1);
    expect(master.map((block) => block.seqno)).toEqual(range(1, 300));
    expect(new Set(blocks.map((block) => block.globalId))).toEqual(new Set([0]));
  });
});

/** Param 34's header and validator weights read with @ton/core, independently of our config module. */
function tonCoreValidatorSet(param: Cell) {
  const s = TonCell.fromBoc(Buffer.from(writeBoc(param)))[0]?.beginParse();
  if (s === undefined) throw new Error('@ton/core read no cell from param 34');
  const tag = s.loadUint(8);
  const header = {
    utimeSince: s.loadUint(32),
    utimeUntil: s.loadUint(32),
    total: s.loadUint(16),
    main: s.loadUint(16),
    totalWeight: s.loadUintBig(64),
  };
  const weightOf = { serialize: () => {}, parse: (v: TonSlice) => v.skip(8 + 32 + 256).loadUintBig(64) };
  const weights = s.loadDict(Dictionary.Keys.Uint(16), weightOf).values();
  return { tag, ...header, count: weights.length, weightSum: weights.reduce((sum, w) => sum + w, 0n) };
}

describeWithFixtures('key block 24715347 (everscale/blocks/mc_key_block.boc)', () => {
  const file = 'everscale/blocks/mc_key_block.boc';

  it('is shown as a key block with its seqno', () => {
    expect(blockViews(file).map(({ isKeyBlock, seqno }) => ({ isKeyBlock, seqno }))).toEqual([{ isKeyBlock: true, seqno: 24715347 }]);
  });

  it('carries a current validator set (param 34) whose totals agree with its validators and with the stored fields', () => {
    const config = decodeBlock(readBocSingle(readFixture(file))).extra.custom?.config;
    expect(config).toBeTruthy();
    const set = configParamValue(config!, 34)!;
    const stored = tonCoreValidatorSet(config!.params.get(34)!);
    expect(stored).toMatchObject({ tag: 0x12, total: 198, main: 100, count: 198 });
    expect(set.kind).toBe('validators_ext');
    expect(set.list).toHaveLength(set.total);
    expect({ total: set.total, main: set.main, utimeSince: set.utimeSince, utimeUntil: set.utimeUntil }).toEqual({
      total: stored.total,
      main: stored.main,
      utimeSince: stored.utimeSince,
      utimeUntil: stored.utimeUntil,
    });
    expect(sumValidatorWeights(set.list)).toBe(stored.weightSum);
    expect(validatorSetTotalWeight(set)).toBe(stored.totalWeight);
    expect(validatorSetTotalWeight(set)).toBe(sumValidatorWeights(set.list));
  });
});
