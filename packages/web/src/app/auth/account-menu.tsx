import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../shared/hooks/use-dropdown.js';
import { tabsFor } from '../../features/settings/settings-tabs.js';
import { useAuth, type AuthUser } from '../../shared/session/auth-context.js';
import { SignInButton } from './sign-in-button.js';
import styles from './account-menu.module.css';

/**
 * The header's sign-in button, or for a signed-in user a dropdown (spec 001 §2): who is signed in, the settings
 * tabs they may open (Assets for admins), and Sign out. `compact` shows an icon in place of the name; on wider screens
 * the header's fold may do so too, while the line is short (use-header-fold.ts); the name stays in the tooltip.
 */
export function AccountMenu({ compact }: { compact: boolean }) {
  const { user, initialized } = useAuth();
  if (user) return <SignedInMenu user={user} compact={compact} />;
  if (!initialized) return null;
  return <SignInButton className={styles.trigger} />;
}

function SignedInMenu({ user, compact }: { user: AuthUser; compact: boolean }) {
  const { t } = useTranslation('auth');
  const { open, setOpen, root } = useDropdown();
  const label = user.name ?? user.email ?? user.subject;
  return (
    <div ref={root}>
      <button
        type="button"
        className={compact ? `${styles.trigger} ${styles.iconOnly}` : `${styles.trigger} ${styles.labelled}`}
        aria-label={compact ? t('accountMenu') : undefined}
        title={label}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <PersonIcon />
        {!compact && <span className={styles.name}>{label}</span>}
      </button>
      {open && <MenuPanel user={user} onFollow={() => setOpen(false)} />}
    </div>
  );
}

function MenuPanel({ user, onFollow }: { user: AuthUser; onFollow: () => void }) {
  const { t } = useTranslation('auth');
  const { t: settingsText } = useTranslation('settings');
  const { isAdmin, signOut } = useAuth();
  return (
    <div className={styles.panel}>
      <div className={styles.who}>
        <strong>{user.name ?? user.subject}</strong>
        {user.email && <span className={styles.email}>{user.email}</span>}
        {isAdmin && <span className={styles.badge}>{t('admin')}</span>}
      </div>
      <nav className={styles.links} aria-label={t('accountMenu')}>
        {tabsFor(isAdmin).map(({ key, link }) => (
          <Link key={key} {...link} className={styles.item} onClick={onFollow}>
            {settingsText(`tabs.${key}`)}
          </Link>
        ))}
      </nav>
      <button type="button" className={`${styles.item} ${styles.signOut}`} onClick={() => void signOut()}>
        {t('signOut')}
      </button>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </g>
    </svg>
  );
}
