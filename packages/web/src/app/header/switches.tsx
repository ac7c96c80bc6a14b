import { useNetworkConfig } from '../../shared/config/network-context.js';
import { LanguageSwitch } from './language-switch.js';
import { ThemeSwitch } from './theme-switch.js';
import styles from './header.module.css';

/** The language and theme switches, each only when the network config enables it. */
export function Switches() {
  const { switches } = useNetworkConfig();
  if (!switches.language && !switches.theme) return null;
  return (
    <div className={styles.switches}>
      {switches.language && <LanguageSwitch />}
      {switches.theme && <ThemeSwitch />}
    </div>
  );
}
