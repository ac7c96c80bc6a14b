import { expect } from 'vitest';
import {
  JETTON_OPCODES,
  readJettonData,
  readJettonWalletData,
  readTip4NftInfo,
  readTokenBalance,
  readTotalSupply,
  tokenOperations,
  type TokenOperationKind,
  type TokenStandard,
} from '@tvmscan/contracts';
import { blockTransactions, decodeAccount, parseRawAddress, bytesToHex, Slice, type Cell, type Transaction, decodeTransaction } from '@tvmscan/tvm';
import type { Devnet, SealedRound, TokenLedger } from '../src/index.js';
import { JETTON_MINT_OP, jettonWalletAddress } from '../src/contracts/jetton/index.js';
import { burnBody, mintBody, tokenWalletAddress, transferBody } from '../src/contracts/tip3/index.js';
import { mintNftBody, nftAddress, nftTransferBody } from '../src/contracts/tip4/index.js';

const SOMEONE = `0:${'11'.repeat(32)}`;

/** The function id an internal call body starts with. */
function functionId(body: Cell): number {
  return new Slice(body).loadUint(32);
}

const KINDS = {
  tip3Mint: functionId(mintBody({ amount: 1n, recipient: SOMEONE, deployWalletValue: 0n, remainingGasTo: SOMEONE })),
  tip3Transfer: functionId(transferBody({ amount: 1n, recipient: SOMEONE, deployWalletValue: 0n, remainingGasTo: SOMEONE })),
  tip3Burn: functionId(burnBody({ amount: 1n, remainingGasTo: SOMEONE })),
  tip4Mint: functionId(mintNftBody({ owner: SOMEONE, json: '{}' })),
  tip4Transfer: functionId(nftTransferBody({ to: SOMEONE, sendGasTo: SOMEONE })),
  jettonMint: JETTON_MINT_OP,
  jettonTransfer: JETTON_OPCODES.transfer,
  jettonBurn: JETTON_OPCODES.burn,
};

type Kind = keyof typeof KINDS;

/** Transactions of the workchain's blocks that ran a token call, by kind: how many ran through and how many aborted. */
export function tokenTransactionKinds(devnet: Devnet, rounds: readonly SealedRound[]): Record<Kind, { ok: number; aborted: number }> {
  const counts = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, { ok: 0, aborted: 0 }])) as Record<Kind, { ok: number; aborted: number }>;
  const roots = new Set(devnet.tokens.tokens.map((token) => token.address));
  const collections = new Set(devnet.tokens.collections.map((collection) => collection.address));
  const minters = new Set(devnet.tokens.jettons.map((jetton) => jetton.address));
  for (const round of rounds) {
    for (const block of round.shardBlocks) {
      for (const { cell } of blockTransactions(block.block)) {
        const tx = decodeTransaction(cell);
        const kind = kindOf(tx);
        if (kind === null) continue;
        const account = `0:${tx.accountAddr}`;
        if ((kind === 'tip3Mint' && !roots.has(account)) || (kind === 'tip4Mint' && !collections.has(account))) continue;
        if (kind === 'jettonMint' && !minters.has(account)) continue;
        const d = tx.description;
        const ok = d.kind === 'ordinary' && !d.aborted && d.computePhase.kind === 'vm' && d.computePhase.exitCode === 0;
        counts[kind][ok ? 'ok' : 'aborted']++;
      }
    }
  }
  return counts;
}

function kindOf(tx: Transaction): Kind | null {
  const message = tx.inMsg?.message;
  if (message === undefined || message.info.kind !== 'internal' || message.info.bounced || message.body.bitLength < 32) return null;
  const id = functionId(message.body);
  return (Object.entries(KINDS) as [Kind, number][]).find(([, fid]) => fid === id)?.[0] ?? null;
}

/** The token operations of one standard that @tvmscan/contracts reads from the workchain's blocks, counted by kind. */
export function tokenOperationCounts(rounds: readonly SealedRound[], standard: TokenStandard): Partial<Record<TokenOperationKind, number>> {
  const counts: Partial<Record<TokenOperationKind, number>> = {};
  for (const round of rounds) {
    for (const block of round.shardBlocks) {
      for (const { cell } of blockTransactions(block.block)) {
        for (const operation of tokenOperations(decodeTransaction(cell))) {
          if (operation.standard === standard) counts[operation.kind] = (counts[operation.kind] ?? 0) + 1;
        }
      }
    }
  }
  return counts;
}

/** Compares the ledger with the get-methods of the token roots, token wallets, jetton minters, jetton wallets and NFTs. */
export function expectLedgerOnChain(devnet: Devnet, ledger: TokenLedger): { holders: number; nfts: number } {
  let holders = 0;
  for (const token of devnet.tokens.tokens) {
    expect(readTotalSupply(account(devnet, token.address)), `${token.config.symbol} total supply`).toBe(ledger.supply(token.address));
    for (const [holder, balance] of ledger.holders(token.address)) {
      expect(readTokenBalance(account(devnet, tokenWalletAddress(token.address, holder))), `${token.config.symbol} of ${holder}`).toBe(balance);
      holders++;
    }
  }
  for (const jetton of devnet.tokens.jettons) {
    const symbol = jetton.metadata.symbol;
    expect(readJettonData(account(devnet, jetton.address)).totalSupply, `${symbol} total supply`).toBe(ledger.supply(jetton.address));
    for (const [holder, balance] of ledger.holders(jetton.address)) {
      expect(readJettonWalletData(account(devnet, jettonWalletAddress(jetton.address, holder))).balance, `${symbol} of ${holder}`).toBe(balance);
      holders++;
    }
  }
  const nfts = ledger.nfts().filter((nft) => !nft.burned);
  for (const nft of nfts) {
    expect(readTip4NftInfo(account(devnet, nftAddress(nft.collection, nft.id))), `NFT ${nft.id} of ${nft.collection}`).toMatchObject({
      id: nft.id,
      owner: nft.owner,
      manager: nft.manager,
      collection: nft.collection,
    });
  }
  return { holders, nfts: nfts.length };
}

function account(devnet: Devnet, raw: string): Cell {
  const parsed = parseRawAddress(raw);
  const state = devnet.accountState({ kind: 'std', workchain: parsed.workchain, address: bytesToHex(parsed.hash) });
  expect(state && decodeAccount(state.account), `account ${raw}`).toBeTruthy();
  return state!.account;
}
