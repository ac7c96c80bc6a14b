/**
 * The standard-6 multi-token contracts (VEP-1155) as one ABI (2.2), written from the standard's description: the
 * collection's getters and events (MultiTokenCreated, MultiTokenBurned, and the TIP-4.1 collection's NftCreated that
 * names the multi-token's NFT), the multi-token NFT's `multiTokenSupply`, and the wallet's functions and events
 * (MultiTokenWalletCreated, MultiTokenTransfered). A function's id comes from its signature alone, so one ABI reads
 * them all; `test/multi-token-ids.test.ts` checks that nekoton reads the events this ABI describes as we do.
 */
const ANSWER_ID = { name: 'answerId', type: 'uint32' };
const param = (name: string, type: string) => ({ name, type });

const responsible = (name: string, outputs: { name: string; type: string }[], inputs: { name: string; type: string }[] = []) => ({
  name,
  inputs: [ANSWER_ID, ...inputs],
  outputs,
});

const MULTI_TOKEN_ABI = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    responsible('multiTokenWalletCode', [param('code', 'cell')], [param('id', 'uint256'), param('isEmpty', 'bool')]),
    responsible('multiTokenCodeHash', [param('codeHash', 'uint256')], [param('id', 'uint256'), param('isEmpty', 'bool')]),
    responsible('multiTokenWalletAddress', [param('token', 'address')], [param('id', 'uint256'), param('owner', 'address')]),
    responsible('nftAddress', [param('nft', 'address')], [param('id', 'uint256')]),
    responsible('multiTokenSupply', [param('count', 'uint128')]),
    responsible('getInfo', [param('id', 'uint256'), param('owner', 'address'), param('collection', 'address')]),
    responsible('balance', [param('value', 'uint128')]),
    {
      name: 'transfer',
      inputs: [
        param('count', 'uint128'),
        param('recipient', 'address'),
        param('deployTokenWalletValue', 'uint128'),
        param('remainingGasTo', 'address'),
        param('notify', 'bool'),
        param('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'transferToWallet',
      inputs: [
        param('count', 'uint128'),
        param('recipientToken', 'address'),
        param('remainingGasTo', 'address'),
        param('notify', 'bool'),
        param('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'acceptTransfer',
      inputs: [
        param('count', 'uint128'),
        param('sender', 'address'),
        param('remainingGasTo', 'address'),
        param('notify', 'bool'),
        param('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'burn',
      inputs: [param('count', 'uint128'), param('remainingGasTo', 'address'), param('callbackTo', 'address'), param('payload', 'cell')],
      outputs: [],
    },
  ],
  data: [],
  events: [
    {
      name: 'MultiTokenCreated',
      inputs: [
        param('id', 'uint256'),
        param('token', 'address'),
        param('balance', 'uint128'),
        param('owner', 'address'),
        param('creator', 'address'),
      ],
      outputs: [],
    },
    { name: 'MultiTokenBurned', inputs: [param('id', 'uint256'), param('count', 'uint128'), param('owner', 'address')], outputs: [] },
    {
      name: 'NftCreated',
      inputs: [param('id', 'uint256'), param('nft', 'address'), param('owner', 'address'), param('manager', 'address'), param('creator', 'address')],
      outputs: [],
    },
    {
      name: 'MultiTokenWalletCreated',
      inputs: [param('id', 'uint256'), param('owner', 'address'), param('collection', 'address'), param('balance', 'uint128')],
      outputs: [],
    },
    {
      name: 'MultiTokenTransfered',
      inputs: [
        param('sender', 'address'),
        param('senderWallet', 'address'),
        param('recipient', 'address'),
        param('count', 'uint128'),
        param('newBalance', 'uint128'),
      ],
      outputs: [],
    },
  ],
  fields: [],
};

export const MULTI_TOKEN_ABI_TEXT = JSON.stringify(MULTI_TOKEN_ABI);
