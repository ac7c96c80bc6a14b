import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ACTION_TYPES,
  classifyTransaction,
  ELECTOR_ADDRESS,
  WALLET_STANDARDS,
  type ActionInput,
  type ActionType,
  type MessageReading,
  type TransactionReading,
} from '@tvmscan/contracts';

const address = (byte: string) => `0:${byte.repeat(32)}`;
const A = address('a1');
const B = address('b2');
const C = address('c3');
const EVER_WALLET = WALLET_STANDARDS.find((standard) => standard.name === 'EverWallet')!;
const SEND_TRANSACTION_RAW = 0x169e3e11;

function message(fields: Partial<MessageReading>): MessageReading {
  return {
    hash: 'ab'.repeat(32),
    type: 'Internal',
    src: A,
    dst: B,
    value: 1_000n,
    bounce: true,
    bounced: false,
    bodyHash: 'cd'.repeat(32),
    body: { kind: 'empty' },
    ...fields,
  };
}

function reading(fields: Partial<TransactionReading>): TransactionReading {
  return {
    hash: 'ef'.repeat(32),
    account: B,
    lt: 10n,
    now: 1_700_000_000,
    kind: 'ordinary',
    aborted: false,
    computeSkipped: null,
    exitCode: 0,
    resultCode: 0,
    bounceSent: false,
    deploys: false,
    inMessage: message({}),
    outMessages: [],
    ...fields,
  };
}

function input(fields: Partial<ActionInput>): ActionInput {
  return { reading: reading({}), codeHash: null, tokenOperations: [], nftEvents: [], multiTokenMovements: [], contract: null, ...fields };
}

describe('the classifier', () => {
  it('tells value with an empty body as a native transfer, and one that bounced back as failed', () => {
    expect(classifyTransaction(input({}))).toEqual([
      {
        type: 'NativeTransfer',
        success: true,
        failure: null,
        accounts: [A, B],
        amount: '1000',
        token: null,
        details: { from: A, to: B, comment: null, bounceable: true },
      },
    ]);
    const refused = reading({ aborted: true, computeSkipped: 'noState', exitCode: null, bounceSent: true });
    expect(classifyTransaction(input({ reading: refused }))).toMatchObject([
      { type: 'NativeTransfer', success: false, failure: { phase: 'skipped', skipReason: 'noState' } },
    ]);
  });

  it('keeps value a non-bounceable message left at an account without code as delivered', () => {
    const kept = reading({ aborted: true, computeSkipped: 'noState', exitCode: null, inMessage: message({ bounce: false }) });
    expect(classifyTransaction(input({ reading: kept }))).toMatchObject([{ type: 'NativeTransfer', success: true, failure: null }]);
  });

  it('tells a call of an unknown function as a plain call with its body hash, never a guess', () => {
    const call = reading({
      inMessage: message({ body: { kind: 'call', functionId: 0x11223344, tokenTransfer: null } }),
      exitCode: 60,
      aborted: true,
    });
    expect(classifyTransaction(input({ reading: call }))).toEqual([
      {
        type: 'Call',
        success: false,
        failure: { phase: 'compute', exitCode: 60, resultCode: null, skipReason: null, meaning: 'Wrong function id' },
        accounts: [A, B],
        amount: '1000',
        token: null,
        details: { from: A, to: B, functionId: 0x11223344, functionName: null, standards: [], bodyHash: 'cd'.repeat(32), external: false },
      },
    ]);
  });

  it('leaves out a step of a token operation that succeeded, and tells one that failed', () => {
    const transfer = message({ body: { kind: 'call', functionId: 0x73e22143, tokenTransfer: null } });
    expect(classifyTransaction(input({ reading: reading({ inMessage: transfer }) }))).toEqual([]);
    expect(classifyTransaction(input({ reading: reading({ inMessage: transfer, aborted: true, exitCode: 1000 }) }))).toMatchObject([
      { type: 'Call', success: false, details: { functionName: 'transfer', standards: ['TIP-3', 'Standard 6'] } },
    ]);
  });

  it("tells an EverWallet's signed call with the messages it sent, a token transfer's amount among them", () => {
    const signed = message({
      type: 'ExternalIn',
      src: null,
      value: 0n,
      body: { kind: 'signed', functionId: SEND_TRANSACTION_RAW, publicKey: 'aa'.repeat(32), walletCall: null },
    });
    const outMessages = [
      message({ src: B, dst: C, value: 500n, body: { kind: 'comment', text: 'hi' } }),
      message({
        src: B,
        dst: A,
        value: 200n,
        body: { kind: 'call', functionId: 0x73e22143, tokenTransfer: { amount: 7n, recipient: C, recipientIs: 'owner' } },
      }),
    ];
    expect(classifyTransaction(input({ reading: reading({ inMessage: signed, outMessages }), codeHash: EVER_WALLET.codeHash }))).toEqual([
      {
        type: 'WalletSend',
        success: true,
        failure: null,
        accounts: [B, C, A],
        amount: '700',
        token: null,
        details: {
          wallet: B,
          standard: 'EverWallet',
          method: 'sendTransactionRaw',
          signer: 'aa'.repeat(32),
          request: null,
          confirms: null,
          transfers: [
            { to: C, amount: '500', bounce: true, comment: 'hi', functionId: null, functionName: null, tokenTransfer: null },
            {
              to: A,
              amount: '200',
              bounce: true,
              comment: null,
              functionId: 0x73e22143,
              functionName: 'transfer',
              tokenTransfer: { amount: '7', recipient: C, recipientIs: 'owner' },
            },
          ],
        },
      },
    ]);
  });

  it('does not take an external call of a contract that is no wallet for a wallet send', () => {
    const signed = message({
      type: 'ExternalIn',
      src: null,
      value: 0n,
      body: { kind: 'signed', functionId: SEND_TRANSACTION_RAW, publicKey: null, walletCall: null },
    });
    expect(classifyTransaction(input({ reading: reading({ inMessage: signed }) }))).toMatchObject([
      { type: 'Call', details: { external: true, functionId: null } },
    ]);
  });

  it('names a deploy by the verified contract, else by the wallet standard of its code', () => {
    const deploy = reading({ deploys: true });
    expect(classifyTransaction(input({ reading: deploy, codeHash: 'ff'.repeat(32), contract: { name: 'Counter', call: null } }))).toMatchObject([
      { type: 'ContractDeploy', amount: '1000', details: { account: B, deployer: A, codeHash: 'ff'.repeat(32), contractName: 'Counter' } },
    ]);
    expect(classifyTransaction(input({ reading: deploy, codeHash: EVER_WALLET.codeHash }))).toMatchObject([
      { type: 'ContractDeploy', details: { contractName: 'EverWallet' } },
    ]);
  });

  it("tells a verified contract's call with the arguments its ABI decodes", () => {
    const call = reading({ inMessage: message({ body: { kind: 'call', functionId: 0x01020304, tokenTransfer: null } }) });
    const contract = { name: 'Counter', call: { function: 'add', arguments: { value: '5' } } };
    expect(classifyTransaction(input({ reading: call, contract }))).toMatchObject([
      {
        type: 'ContractCall',
        details: { contract: B, caller: A, contractName: 'Counter', function: 'add', arguments: { value: '5' }, external: false },
      },
    ]);
  });

  it('tells a transfer once, where it arrives or comes back: the sending wallet tells nothing', () => {
    const token = { standard: 'Tip3' as const, root: C, symbol: 'WEVER', decimals: 9 };
    const sides = { sender: { owner: A, wallet: address('0a') }, receiver: { owner: B, wallet: address('0b') } };
    const kinds = ['Send', 'Receive', 'SendCancellation', 'Mint', 'Burn', 'BurnCancellation'] as const;
    const told = kinds.map((kind) =>
      classifyTransaction(input({ tokenOperations: [{ kind, amount: 5n, token, ...sides }] })).map((a) => [a.type, a.success]),
    );
    expect(told).toEqual([
      [],
      [['TokenTransfer', true]],
      [['TokenTransfer', false]],
      [['TokenMint', true]],
      [['TokenBurn', true]],
      [['TokenBurn', false]],
    ]);
    expect(classifyTransaction(input({ tokenOperations: [{ kind: 'Receive', amount: 5n, token, ...sides }] }))).toEqual([
      {
        type: 'TokenTransfer',
        success: true,
        failure: null,
        accounts: [A, address('0a'), B, address('0b')],
        amount: '5',
        token,
        details: { from: sides.sender, to: sides.receiver, bounced: false },
      },
    ]);
  });

  it("makes an NFT's OwnerChanged and ManagerChanged of one step one transfer, and a lone ManagerChanged a manager change", () => {
    const nft = { nft: address('0c'), collection: address('0d'), id: 3n };
    const transfer = input({
      nftEvents: [
        { kind: 'OwnerChanged', ...nft, from: A, to: B, manager: null },
        { kind: 'ManagerChanged', ...nft, from: A, to: B, manager: null },
      ],
    });
    expect(classifyTransaction(transfer)).toMatchObject([{ type: 'NftTransfer', details: { nft: nft.nft, id: '3', from: A, to: B, manager: B } }]);
    expect(classifyTransaction(input({ nftEvents: [{ kind: 'ManagerChanged', ...nft, from: A, to: C, manager: null }] }))).toMatchObject([
      { type: 'NftManagerChange', details: { from: A, to: C } },
    ]);
  });

  it("tells a validator's stake from the elector's answer", () => {
    const stake = reading({
      account: ELECTOR_ADDRESS,
      inMessage: message({ src: A, dst: ELECTOR_ADDRESS, value: 10_000n, body: { kind: 'call', functionId: 0x4e73744b, tokenTransfer: null } }),
      outMessages: [message({ src: ELECTOR_ADDRESS, dst: A, value: 1n, body: { kind: 'call', functionId: 0xf374484c, tokenTransfer: null } })],
    });
    expect(classifyTransaction(input({ reading: stake }))).toMatchObject([
      { type: 'ElectionStake', success: true, amount: '10000', details: { validator: A, accepted: true } },
    ]);
    const recover = reading({
      account: ELECTOR_ADDRESS,
      inMessage: message({ src: A, dst: ELECTOR_ADDRESS, value: 1n, body: { kind: 'call', functionId: 0x47657424, tokenTransfer: null } }),
      outMessages: [message({ src: ELECTOR_ADDRESS, dst: A, value: 12_345n, body: { kind: 'call', functionId: 0xf96f7324, tokenTransfer: null } })],
    });
    expect(classifyTransaction(input({ reading: recover }))).toMatchObject([{ type: 'ElectionRecover', success: true, amount: '12345' }]);
  });

  it('lists every action type of the union once (the store filters by this list)', () => {
    expectTypeOf<(typeof ACTION_TYPES)[number]>().toEqualTypeOf<ActionType>();
    expect(new Set(ACTION_TYPES).size).toBe(ACTION_TYPES.length);
  });

  it('tells nothing of storage, split and merge transactions', () => {
    expect(classifyTransaction(input({ reading: reading({ kind: 'other', inMessage: null }) }))).toEqual([]);
  });
});
