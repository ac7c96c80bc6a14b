import * as nt from 'nekoton-wasm';
import { expect, it } from 'vitest';
import { decodeMessageBody, standardAbis, type KnownAbi } from '@tvmscan/contracts';
import { Builder, decodeBase64, decodeTransaction, readBocSingle, type Transaction } from '@tvmscan/tvm';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';

const fixtureTransaction = (name: string): Transaction => decodeTransaction(readBocSingle(readFixture(`nekoton/${name}.boc`)));
const fixtureAbi = (name: string): KnownAbi => ({ name, abi: new TextDecoder().decode(readFixture(`nekoton/abi/${name}.json`)) });

describeWithFixtures('message bodies read with known ABIs', () => {
  it("reads a multisig's signed submitTransaction with the wallet standards' ABI", () => {
    const tx = fixtureTransaction('src_core_parsing__test_parse_multisig_submit');
    expect(decodeMessageBody(tx.inMsg!.message.body, 'inbound-external', standardAbis())).toMatchObject({
      kind: 'function',
      name: 'submitTransaction',
      functionId: 0x131d82cd,
      abi: expect.stringContaining('SafeMultisig'),
      arguments: { dest: expect.stringMatching(/^0:[0-9a-f]{64}$/), bounce: true, allBalance: false },
    });
  });

  it("reads a TIP-3 transfer with the installed TokenWallet's ABI: 90 000 000 tokens (the fixture's Send)", () => {
    const tx = fixtureTransaction('nekoton-abi_src_transaction_parser__test_full_match');
    expect(decodeMessageBody(tx.inMsg!.message.body, 'inbound-internal', standardAbis())).toMatchObject({
      kind: 'function',
      name: 'transfer',
      abi: 'TIP-3 TokenWallet',
      arguments: { amount: '90000000', notify: false },
    });
  });

  it("reads a TIP-4.1 NFT transfer with the installed Nft's ABI, addresses raw", () => {
    const nftAbi = standardAbis().find((known) => known.name === 'TIP-4.1 Nft')!;
    const to = `0:${'ab'.repeat(32)}`;
    const body = nt.encodeInternalInput(nftAbi.abi, 'transfer', { to, sendGasTo: to, callbacks: [] });
    expect(decodeMessageBody(readBocSingle(decodeBase64(body)!), 'inbound-internal', standardAbis())).toMatchObject({
      kind: 'function',
      name: 'transfer',
      abi: 'TIP-4.1 Nft',
      arguments: { to, sendGasTo: to, callbacks: [] },
    });
  });

  it("reads the dex pair's DepositLiquidity event with the dex ABI given, the one event nekoton's parse_event test finds", () => {
    const tx = fixtureTransaction('nekoton-abi_src_transaction_parser__parse_event');
    const events = tx.outMsgs
      .filter((ref) => ref.message.info.kind === 'externalOut')
      .map((ref) => decodeMessageBody(ref.message.body, 'outbound-external', [fixtureAbi('dex_abi')]));
    expect(events).toMatchObject([{ kind: 'event', name: 'DepositLiquidity', abi: 'dex_abi' }]);
  });

  it('reads a bounced call as the function that bounced (the old wallet internalTransfer the test_bounce fixture brings back)', () => {
    const tx = fixtureTransaction('nekoton-abi_src_transaction_parser__test_bounce');
    expect(decodeMessageBody(tx.inMsg!.message.body, 'inbound-internal', [fixtureAbi('token_wallet')])).toEqual({
      kind: 'bounced',
      name: 'internalTransfer',
      functionId: 0x18d21702,
      abi: 'token_wallet',
      arguments: null,
    });
  });

  it('reads a comment without an ABI, and leaves a body no ABI fits unread', () => {
    const tx = fixtureTransaction('src_core_parsing__test_transaction_with_comment');
    expect(decodeMessageBody(tx.inMsg!.message.body, 'inbound-internal', [])).toMatchObject({
      kind: 'comment',
      arguments: { text: expect.any(String) },
    });
    const unknown = new Builder().storeUint(0x0badf00d, 32).storeUint(5, 64).endCell();
    expect(decodeMessageBody(unknown, 'inbound-internal', standardAbis())).toBeNull();
    expect(decodeMessageBody(new Builder().endCell(), 'inbound-internal', standardAbis())).toBeNull();
  });
});
