import type { TFunction } from 'i18next';
import type { MultiToken, MultiTokenWallet } from '@tvmscan/api/nft-contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, groupThousands, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { formatShare } from '../tokens/token-figures.js';
import { AddressLink } from './address-link.js';

export const MULTI_TOKENS_CSV_FILE = 'multi-tokens.csv';
export const MULTI_TOKEN_WALLETS_CSV_FILE = 'multi-token-wallets.csv';
export const MULTI_TOKEN_HOLDERS_CSV_FILE = 'multi-token-holders.csv';

/** A multi-token's name from its NFT's metadata, else its id. */
function tokenName(token: { id: string; name: string | null }, t: TFunction<'nfts'>): string {
  return token.name ?? t('multi.untitled', { id: shortenHash(token.id, HASH_LENGTHS.table) });
}

function TokenId({ id }: { id: string }) {
  return <span title={id}>{shortenHash(id, HASH_LENGTHS.table)}</span>;
}

/** A collection's multi-tokens: the multi-token (its name, linking to its NFT), its id, its supply and the amount minted. */
export function multiTokenColumns(t: TFunction<'nfts'>): TableColumn<MultiToken>[] {
  return [
    { key: 'token', header: t('multi.token'), cell: (token) => <AddressLink address={token.nftAddress} text={tokenName(token, t)} /> },
    { key: 'id', header: t('columns.id'), cell: (token) => <TokenId id={token.id} />, numeric: true },
    { key: 'supply', header: t('multi.supply'), cell: (token) => groupThousands(token.supply), numeric: true },
    { key: 'minted', header: t('multi.minted'), cell: (token) => groupThousands(token.minted), numeric: true },
  ];
}

/** An owner's multi-token wallets: the multi-token (linking to its NFT), its id, the balance, its collection and the wallet. */
export function multiTokenWalletColumns(t: TFunction<'nfts'>): TableColumn<MultiTokenWallet>[] {
  return [
    { key: 'token', header: t('multi.token'), cell: (wallet) => <AddressLink address={wallet.nftAddress} text={tokenName(wallet, t)} /> },
    { key: 'id', header: t('columns.id'), cell: (wallet) => <TokenId id={wallet.id} />, numeric: true },
    { key: 'balance', header: t('multi.balance'), cell: (wallet) => groupThousands(wallet.balance), numeric: true },
    { key: 'collection', header: t('columns.collection'), cell: (wallet) => <AddressLink address={wallet.collectionAddress} /> },
    { key: 'wallet', header: t('multi.wallet'), cell: (wallet) => <AddressLink address={wallet.address} /> },
  ];
}

/** A multi-token's holders: the owner, the balance, its share of the supply, and the wallet. */
export function multiTokenHolderColumns(t: TFunction<'nfts'>, supply: string): TableColumn<MultiTokenWallet>[] {
  return [
    { key: 'owner', header: t('columns.owner'), cell: (wallet) => <AddressLink address={wallet.ownerAddress} /> },
    { key: 'balance', header: t('multi.balance'), cell: (wallet) => groupThousands(wallet.balance), numeric: true },
    { key: 'share', header: t('multi.share'), cell: (wallet) => formatShare(wallet.balance, supply) ?? DASH, numeric: true },
    { key: 'wallet', header: t('multi.wallet'), cell: (wallet) => <AddressLink address={wallet.address} /> },
  ];
}

/** The multi-tokens' rows: ids and amounts exact as decimals. */
export const MULTI_TOKENS_CSV_COLUMNS: CsvColumn<MultiToken>[] = [
  { header: 'Collection', value: (token) => token.collectionAddress },
  { header: 'ID', value: (token) => token.id },
  { header: 'Name', value: (token) => token.name, freeText: true },
  { header: 'NFT', value: (token) => token.nftAddress },
  { header: 'Supply', value: (token) => token.supply },
  { header: 'Minted', value: (token) => token.minted },
];

/** The wallets' rows: ids and balances exact as decimals. */
export const MULTI_TOKEN_WALLETS_CSV_COLUMNS: CsvColumn<MultiTokenWallet>[] = [
  { header: 'Wallet', value: (wallet) => wallet.address },
  { header: 'ID', value: (wallet) => wallet.id },
  { header: 'Name', value: (wallet) => wallet.name, freeText: true },
  { header: 'NFT', value: (wallet) => wallet.nftAddress },
  { header: 'Collection', value: (wallet) => wallet.collectionAddress },
  { header: 'Owner', value: (wallet) => wallet.ownerAddress },
  { header: 'Balance', value: (wallet) => wallet.balance },
];
