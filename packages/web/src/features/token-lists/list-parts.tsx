import { Link } from '@tanstack/react-router';
import type { TokenList, TokenListToken } from '@tvmscan/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../shared/ui/status-badge.js';
import type { FieldError } from './field-error.js';
import styles from './token-lists.module.css';

/** A list's logo; none for the system list (spec 001 §2), a list without one, or a logo that cannot be loaded. */
export function ListLogo({ list, large = false }: { list: Pick<TokenList, 'name' | 'asset_logo_url' | 'is_system'>; large?: boolean }) {
  const { t } = useTranslation('tokenLists');
  const [failed, setFailed] = useState<string | null>(null);
  if (list.is_system || !list.asset_logo_url || failed === list.asset_logo_url) return null;
  const source = list.asset_logo_url;
  return (
    <img className={large ? styles.headerLogo : styles.logo} src={source} alt={t('logoOf', { name: list.name })} onError={() => setFailed(source)} />
  );
}

/**
 * A token's name in a list: its approved logo and name (spec 001 §3) when an admin approved its information, with the
 * chain's name as a hint; else the name and logo the chain or the list's manifest gave.
 */
export function TokenName({ token }: { token: Pick<TokenListToken, 'root_address' | 'full_name' | 'asset_logo_url' | 'approved_info'> }) {
  const approved = token.approved_info;
  if (approved === null) {
    return (
      <span className={styles.nameCell}>
        {token.asset_logo_url && <img className={styles.logo} src={token.asset_logo_url} alt="" />}
        {token.full_name}
      </span>
    );
  }
  return (
    <span className={styles.nameCell} data-approved-token={token.root_address} title={token.full_name}>
      <img className={styles.logo} src={approved.logo_url} alt={approved.name} />
      {approved.name}
    </span>
  );
}

/** A list's name linking to its page, after its logo: the name cell of the list tables. */
export function ListNameLink({ list }: { list: Pick<TokenList, 'name' | 'url' | 'asset_logo_url' | 'is_system'> }) {
  return (
    <span className={styles.nameCell}>
      <ListLogo list={list} />
      <Link to="/token-lists/$id" params={{ id: list.url }}>
        {list.name}
      </Link>
    </span>
  );
}

export function VerifiedBadge() {
  const { t } = useTranslation('tokenLists');
  return <StatusBadge tone="success">{t('verified')}</StatusBadge>;
}

/** The search box above a list's table: it narrows the rows as the visitor types. */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="search"
      className={styles.search}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The §8 text of a refused value, in the language in use. */
export function useErrorText(): (error: FieldError) => string {
  const { t } = useTranslation('tokenLists');
  return (error) => t(`errors.${error.text}`, { length: error.length });
}

/** A field's error line, tied to its input by `id`. */
export function FieldErrorLine({ id, error }: { id: string; error: FieldError | undefined }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p id={id} className={styles.fieldError} role="alert">
      {text(error)}
    </p>
  );
}
