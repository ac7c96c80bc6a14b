import { expect, it } from 'vitest';
import {
  classifyTransaction,
  readTransaction,
  tokenOperations,
  WALLET_STANDARDS,
  type Action,
  type ResolvedTokenOperation,
  type WalletStandardName,
} from '@tvmscan/contracts';
import { decodeTransaction, readBocSingle, transactionView } from '@tvmscan/tvm';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';

/**
 * The actions of the real transactions in ../shared/fixtures, against what their README and the nekoton tests they
 * come from say of them. A lone transaction carries no state: where nekoton's test names the wallet standard it
 * parses with, the code hash is that standard's; the token operations are the wallet's own (`tokenOperations`), with
 * their parties as its messages name them.
 */
function actionsOf(file: string, standard?: WalletStandardName): Action[] {
  const cell = readBocSingle(readFixture(file));
  const tx = decodeTransaction(cell);
  const operations: ResolvedTokenOperation[] = tokenOperations(tx).map((operation) => ({
    kind: operation.kind,
    amount: operation.amount,
    token: null,
    sender: operation.sender,
    receiver: operation.receiver,
  }));
  const codeHash = standard === undefined ? null : WALLET_STANDARDS.find((wallet) => wallet.name === standard)!.codeHash;
  return classifyTransaction({
    reading: readTransaction(tx, transactionView(cell, undefined, tx)),
    codeHash,
    tokenOperations: operations,
    nftEvents: [],
    multiTokenMovements: [],
    contract: null,
  });
}

const nekoton = (name: string) => `nekoton/${name}.boc`;
const everscale = (name: string) => `everscale/transactions/${name}.boc`;

describeWithFixtures('the actions of the fixture transactions', () => {
  it('tick_tx: the tick of the config contract -1:3333…', () => {
    expect(actionsOf(everscale('tick_tx'))).toMatchObject([
      { type: 'TickTock', success: true, details: { kind: 'Tick', account: `-1:${'3'.repeat(64)}` } },
    ]);
  });

  it('tock_tx: the tock of -1:5555…', () => {
    expect(actionsOf(everscale('tock_tx'))).toMatchObject([
      { type: 'TickTock', success: true, details: { kind: 'Tock', account: `-1:${'5'.repeat(64)}` } },
    ]);
  });

  it('ordinary_tx_bounce_no_funds: an internal call whose compute phase failed with exit code -14, out of gas', () => {
    expect(actionsOf(everscale('ordinary_tx_bounce_no_funds'))).toMatchObject([
      {
        type: 'Call',
        success: false,
        failure: { phase: 'compute', exitCode: -14, meaning: 'Out of gas (negative gas)' },
        details: { external: false },
      },
    ]);
  });

  it('ordinary_tx_bounce_no_state: a call of an account that does not exist, its compute phase skipped (no state)', () => {
    expect(actionsOf(everscale('ordinary_tx_bounce_no_state'))).toMatchObject([
      { type: 'Call', success: false, failure: { phase: 'skipped', skipReason: 'noState' }, details: { external: false } },
    ]);
  });

  it.each(['ordinary_tx_recursive', 'ordinary_tx_with_external'])('%s: an external call that ran to the end', (name) => {
    expect(actionsOf(everscale(name))).toMatchObject([
      { type: 'Call', success: true, failure: null, amount: null, details: { external: true, from: null } },
    ]);
  });

  it.each(['ordinary_tx_with_outgoing', 'ordinary_tx_without_outgoing'])('%s: an internal call that ran to the end', (name) => {
    expect(actionsOf(everscale(name))).toMatchObject([{ type: 'Call', success: true, failure: null, details: { external: false } }]);
  });

  it('test_transaction_with_comment: value with a text comment', () => {
    const [transfer, ...rest] = actionsOf(nekoton('src_core_parsing__test_transaction_with_comment'));
    expect(rest).toEqual([]);
    expect(transfer).toMatchObject({ type: 'NativeTransfer', success: true, details: { comment: expect.any(String) } });
  });

  it('test_parse_multisig_submit: a SafeMultisig submitTransaction signed by custodian e4e82dd4…, queued (nothing sent yet)', () => {
    expect(actionsOf(nekoton('src_core_parsing__test_parse_multisig_submit'), 'SafeMultisig')).toMatchObject([
      {
        type: 'WalletSend',
        success: true,
        details: {
          standard: 'SafeMultisig',
          method: 'submitTransaction',
          signer: 'e4e82dd4c0df20b0467b1cf48320f4921796c6c8f76ff5999f91ad9175186635',
          request: { to: expect.stringMatching(/^0:[0-9a-f]{64}$/) },
          transfers: [],
        },
      },
    ]);
  });

  it('test_parse_multisig_confirm: a SafeMultisig confirmTransaction by custodian c93011b9…, which sends the queued transfer', () => {
    const [confirm] = actionsOf(nekoton('src_core_parsing__test_parse_multisig_confirm'), 'SafeMultisig');
    expect(confirm).toMatchObject({
      type: 'WalletSend',
      details: { method: 'confirmTransaction', signer: 'c93011b908468fd7a8ce146d788226b6c13185d7057247cbf45a81ab9b8db9aa', request: null },
    });
    expect(confirm?.type === 'WalletSend' && confirm.details.transfers).toHaveLength(1);
  });

  it.each(['nekoton-abi_src_transaction_parser__test_msig_parse', 'nekoton-abi_src_lib__test_run_local_1'])(
    '%s: a multisig submitTransaction sent at once, its transfer the one it asked for',
    (name) => {
      const [send] = actionsOf(nekoton(name), 'SafeMultisig');
      expect(send).toMatchObject({ type: 'WalletSend', success: true, details: { method: 'submitTransaction' } });
      if (send?.type !== 'WalletSend') return;
      expect(send.details.transfers.map(({ to, amount, bounce }) => ({ to, amount, bounce }))).toEqual([send.details.request]);
    },
  );

  it('test_parse_wallet_v3_transfer: a WalletV3 transfer to a recipient', () => {
    const [send] = actionsOf(nekoton('src_core_parsing__test_parse_wallet_v3_transfer'), 'WalletV3R2');
    expect(send).toMatchObject({ type: 'WalletSend', details: { standard: 'WalletV3R2', method: 'transfer' } });
    expect(send?.type === 'WalletSend' && send.details.transfers.length).toBe(1);
  });

  it('test_parse_wallet_v5r1_transfer: a WalletV5R1 transfer to 0:169e95… of 296 400 000 000 jettons for 0:390609…', () => {
    expect(actionsOf(nekoton('src_core_parsing__test_parse_wallet_v5r1_transfer'), 'WalletV5R1')).toMatchObject([
      {
        type: 'WalletSend',
        details: {
          standard: 'WalletV5R1',
          transfers: [
            {
              to: '0:169e950a0e583b5c8dde702880fa8b4b146c6c04b14af6b45a2db06b3b02211d',
              functionName: 'transfer',
              tokenTransfer: {
                amount: '296400000000',
                recipient: '0:390609d615842e2a30cc826aac6114c0d52dea8eb17532f9a31be043100d7d8f',
                recipientIs: 'owner',
              },
            },
          ],
        },
      },
    ]);
  });

  it('test_parse_wallet_deployment: the old TIP-3 root telling a wallet owner of its token wallet (notifyWalletDeployed)', () => {
    expect(actionsOf(nekoton('src_core_parsing__test_parse_wallet_deployment'))).toMatchObject([
      { type: 'Call', details: { functionName: 'notifyWalletDeployed', standards: ['TIP-3 (TONTokenWallet)'] } },
    ]);
  });

  it.each([
    ['nekoton-abi_src_transaction_parser__internal_transfer_1', 1_000_000_000n],
    ['nekoton-abi_src_transaction_parser__send_tokens_1', 133_714_880n],
    ['src_core_parsing__test_jetton_incoming_transfer', 100n],
    ['src_core_parsing__test_tip3_jetton_incoming_transfer', 1_000_000_000n],
  ])('%s: tokens arriving, one TokenTransfer of %d', (name, amount) => {
    expect(actionsOf(nekoton(name))).toMatchObject([{ type: 'TokenTransfer', success: true, amount: String(amount), details: { bounced: false } }]);
  });

  it("test_jetton_incoming_transfer: from the sending owner 0:6ca352… (internal_transfer's from)", () => {
    expect(actionsOf(nekoton('src_core_parsing__test_jetton_incoming_transfer'))).toMatchObject([
      { details: { from: { owner: '0:6ca35273892588b4c5f4ae898dc1983eec9662dffebeacdbe82103a1d1dcac60' } } },
    ]);
  });

  it.each([
    'nekoton-abi_src_transaction_parser__extracted_props',
    'nekoton-abi_src_transaction_parser__internal_transfer',
    'nekoton-abi_src_transaction_parser__send_tokens',
    'nekoton-abi_src_transaction_parser__send_tokens_2',
    'nekoton-abi_src_transaction_parser__test_out',
    'nekoton-abi_src_transaction_parser__test_full_match',
    'nekoton-abi_src_transaction_parser__test_partial_match',
    'src_core_parsing__test_parse_wallet_v3_token_transfer_with_payload',
  ])('%s: a token wallet sending, told where the tokens arrive: no action of its own', (name) => {
    expect(actionsOf(nekoton(name))).toEqual([]);
  });

  it.each(['nekoton-abi_src_transaction_parser__test_bounce', 'src_core_parsing__test_parse_bounced_tokens_transfer'])(
    '%s: a token transfer that bounced and came back, one TokenTransfer that failed',
    (name) => {
      expect(actionsOf(nekoton(name))).toMatchObject([
        { type: 'TokenTransfer', success: false, failure: { phase: 'bounced' }, amount: '1', details: { bounced: true } },
      ]);
    },
  );

  it('balance_change_for_bounce_tx: value to an account without code, sent back bounced', () => {
    expect(actionsOf(nekoton('nekoton-utils_src_transaction__balance_change_for_bounce_tx'))).toMatchObject([
      { type: 'NativeTransfer', success: false, failure: { phase: 'skipped', skipReason: 'noState' } },
    ]);
  });
});
