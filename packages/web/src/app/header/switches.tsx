import { useNetworkConfig } from '../../shared/config/network-context.js';
import { LanguageSwitch } from './language-switch.js';
import { ThemeSwitch } from './theme-switch.js';
import { headerItem } from './use-header-fold.js';
import styles from './header.module.css';

/** The language and theme switches, each only when the network config enables it; `folded` hides them, still measured, when the menu holds them. */
export function Switches({ folded = false }: { folded?: boolean }) {
  const { switches } = useNetworkConfig();
  if (!switches.language && !switches.theme) return null;
  return (
    <div className={folded ? `${styles.switches} ${styles.folded}` : styles.switches} {...headerItem('switches')}>
      {switches.language && <LanguageSwitch />}
      {switches.theme && <ThemeSwitch />}
    </div>
  );
}
