import type { SnapshotBalanceRecord, TokenBalanceRecord, TokenRootRecord, TokenTransactionRecord, TokenWalletRecord } from '@tvmscan/store';
import type { SnapshotBalance, TokenBalance, TokenTransaction, TokenWallet } from '../schemas/token.js';
import type { SpecToken } from '../schemas/token.js';
import { toNumber } from './numbers.js';

export function tokenEntity(root: TokenRootRecord): SpecToken {
  return {
    rootAddress: root.address,
    name: root.name,
    token: root.symbol,
    totalSupply: root.total_supply,
    scale: root.decimals,
    ownerAddress: root.owner_address,
    tokenStandard: root.standard,
    createdAt: toNumber(root.created_at),
    usdPrice: root.usd_price,
    marketValue: root.market_value,
    holders: toNumber(root.holders),
    transfers24h: toNumber(root.transfers_24h),
    volume24h: root.volume_24h,
  };
}

export function tokenBalance(balance: TokenBalanceRecord): TokenBalance {
  return {
    walletAddress: balance.address,
    ownerAddress: balance.owner_address,
    rootAddress: balance.root_address,
    token: balance.symbol,
    scale: balance.decimals,
    tokenStandard: balance.standard,
    amount: balance.balance,
    updatedAt: toNumber(balance.updated_at),
    usdPrice: balance.usd_price,
    usdValue: balance.usd_value,
  };
}

export function tokenWallet(wallet: TokenWalletRecord): TokenWallet {
  return { ...tokenBalance(wallet), name: wallet.name, totalSupply: wallet.total_supply };
}

export function snapshotBalance(balance: SnapshotBalanceRecord): SnapshotBalance {
  return { ownerAddress: balance.owner_address, walletAddress: balance.address, amount: balance.amount };
}

export function tokenTransaction(operation: TokenTransactionRecord): TokenTransaction {
  return {
    transactionHash: operation.transaction_hash,
    position: operation.position,
    messageHash: operation.message_hash,
    kind: operation.kind,
    walletAddress: operation.wallet_address,
    ownerAddress: operation.owner_address,
    sender: { ownerAddress: operation.sender_owner, walletAddress: operation.sender_wallet },
    receiver: { ownerAddress: operation.receiver_owner, walletAddress: operation.receiver_wallet },
    rootAddress: operation.root_address,
    token: operation.symbol,
    scale: operation.decimals,
    tokenStandard: operation.standard,
    amount: operation.amount,
    blockTime: toNumber(operation.block_time),
    lt: String(operation.lt),
  };
}
