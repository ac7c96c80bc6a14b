import { expect, it } from 'vitest';
import { tokenOperations, type TokenOperationKind } from '@tvmscan/contracts';
import { decodeTransaction, readBocSingle, type Transaction } from '@tvmscan/tvm';
import { defined, describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';

function fixtureTransaction(name: string): Transaction {
  return decodeTransaction(readBocSingle(readFixture(`nekoton/${name}.boc`)));
}

/**
 * The token transactions among the nekoton fixtures and what each is, by the call its messages make (the
 * function ids of the TIP-3 and TEP-74 ABIs): a token wallet's transaction sending, receiving, or taking
 * back a bounced transfer.
 */
const TOKEN_TRANSACTIONS: [name: string, kind: TokenOperationKind, amount: bigint, why: string][] = [
  ['nekoton-abi_src_transaction_parser__extracted_props', 'Send', 9_777n, 'transferToRecipient, then internalTransfer (older TIP-3)'],
  ['nekoton-abi_src_transaction_parser__internal_transfer', 'Send', 1_000_000_000n, 'transferToRecipient, then internalTransfer'],
  ['nekoton-abi_src_transaction_parser__internal_transfer_1', 'Receive', 1_000_000_000n, 'internalTransfer from the sending wallet'],
  ['nekoton-abi_src_transaction_parser__send_tokens', 'Send', 9_900_000n, 'a call that sends internalTransfer'],
  ['nekoton-abi_src_transaction_parser__send_tokens_1', 'Receive', 133_714_880n, 'internalTransfer'],
  ['nekoton-abi_src_transaction_parser__send_tokens_2', 'Send', 100_000_000n, 'transferToRecipient, then internalTransfer'],
  ['nekoton-abi_src_transaction_parser__test_out', 'Send', 148_800n, 'transferToRecipient, then internalTransfer'],
  ['nekoton-abi_src_transaction_parser__test_bounce', 'SendCancellation', 1n, 'internalTransfer bounced back'],
  ['src_core_parsing__test_parse_bounced_tokens_transfer', 'SendCancellation', 1n, 'internalTransfer bounced back'],
  ['nekoton-abi_src_transaction_parser__test_full_match', 'Send', 90_000_000n, 'transfer, then acceptTransfer (TIP-3 of @broxus/tip3)'],
  ['nekoton-abi_src_transaction_parser__test_partial_match', 'Send', 90_000_000n, 'transfer, then acceptTransfer'],
  ['src_core_parsing__test_parse_wallet_v3_token_transfer_with_payload', 'Send', 2_000_000_000_000_000_000n, 'transfer, then acceptTransfer'],
  ['src_core_parsing__test_jetton_incoming_transfer', 'Receive', 100n, 'TEP-74 internal_transfer'],
  ['src_core_parsing__test_tip3_jetton_incoming_transfer', 'Receive', 1_000_000_000n, 'TEP-74 internal_transfer'],
];

/** Transactions with no token balance change: other contracts, an aborted receive, a bounced deploy, a master's burn_notification. */
const OTHER_TRANSACTIONS = [
  'nekoton-abi_src_lib__test_run_local_1',
  'nekoton-abi_src_transaction_parser__extracted_props_1',
  'nekoton-abi_src_transaction_parser__parse_event',
  'nekoton-abi_src_transaction_parser__send_tokens_3',
  'nekoton-abi_src_transaction_parser__test_full_contract',
  'nekoton-abi_src_transaction_parser__test_msig_parse',
  'nekoton-abi_src_transaction_parser__test_parse_events',
  'nekoton-utils_src_transaction__balance_change_for_bounce_tx',
  'src_core_jetton_wallet_mod__burn_notification_parsing',
  'src_core_parsing__parse_depool_on_round_complete',
  'src_core_parsing__test_parse_multisig_submit',
  'src_core_parsing__test_parse_wallet_v3_transfer',
  'src_core_parsing__test_parse_wallet_v5r1_transfer',
  'src_core_parsing__test_transaction_with_comment',
];

describeWithFixtures('token operations of the nekoton fixture transactions', () => {
  it.each(TOKEN_TRANSACTIONS)('%s is one %s of %d (%s)', (name, kind, amount) => {
    const tx = fixtureTransaction(name);
    const operations = tokenOperations(tx);
    expect(operations.map((operation) => ({ kind: operation.kind, amount: operation.amount }))).toEqual([{ kind, amount }]);
    expect(operations[0]?.wallet.endsWith(`:${tx.accountAddr}`)).toBe(true);
  });

  it.each(OTHER_TRANSACTIONS)('%s has no token operation', (name) => {
    expect(tokenOperations(fixtureTransaction(name))).toEqual([]);
  });

  it('a send names both owners and wallets where the messages say them, and the message it read', () => {
    const tx = fixtureTransaction('nekoton-abi_src_transaction_parser__internal_transfer');
    const outbound = defined(tx.outMsgs[1], 'the transfer message');
    expect(tokenOperations(tx)).toEqual([
      {
        standard: 'tip3',
        kind: 'Send',
        amount: 1_000_000_000n,
        wallet: `0:${tx.accountAddr}`,
        root: null,
        sender: { owner: '0:8e2586602513e99a55fa2be08561469c7ce51a7d5a25977558e77ef2bc9387b4', wallet: `0:${tx.accountAddr}` },
        receiver: {
          owner: '0:18c99afffe13d3081370f77c10fc4d51bc54e52b8e181db6a0e8bb75456d91ff',
          wallet: '0:48478afe3241ab138c5d3ab8f316f2c2c99553e750014955aab0f4eb5763b767',
        },
        messageHash: outbound.hash,
      },
    ]);
  });

  it('the receiving side of that send reads the same amount and owners from the same message', () => {
    const sent = defined(tokenOperations(fixtureTransaction('nekoton-abi_src_transaction_parser__internal_transfer'))[0], 'the send');
    const received = tokenOperations(fixtureTransaction('nekoton-abi_src_transaction_parser__internal_transfer_1'))[0];
    expect(received).toMatchObject({
      kind: 'Receive',
      amount: sent.amount,
      messageHash: sent.messageHash,
      sender: sent.sender,
      receiver: { wallet: sent.receiver.wallet },
    });
  });
});
