import { useTranslation } from 'react-i18next';
import type { NetworkConfig } from '@tvmscan/api/contract';
import { useLanguage } from '../../shared/i18n/use-language.js';
import { splitInColumns } from './split-in-columns.js';
import styles from './footer.module.css';

type FooterConfig = NonNullable<NetworkConfig['footer']>;
type FooterLink = FooterConfig['serviceLinks'][number];

export function Footer({ footer }: { footer: FooterConfig }) {
  const { t } = useTranslation();
  const year = String(new Date().getFullYear());
  const legal = [
    { label: t('footer.terms'), url: footer.terms },
    { label: t('footer.privacy'), url: footer.privacy },
    { label: t('footer.cookies'), url: footer.cookies },
  ].filter((link): link is FooterLink => link.url !== null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {footer.productLinks.length > 0 && (
          <section className={styles.group}>
            <h2 className={styles.heading}>{t('footer.products')}</h2>
            <div className={styles.columns}>
              {splitInColumns(footer.productLinks).map((column, index) => (
                <LinkList key={index} links={column} />
              ))}
            </div>
          </section>
        )}
        {footer.serviceLinks.length > 0 && (
          <section className={styles.group}>
            <h2 className={styles.heading}>{t('footer.services')}</h2>
            <LinkList links={footer.serviceLinks} />
          </section>
        )}
        {footer.social.length > 0 && (
          <section className={styles.group}>
            <h2 className={styles.heading}>{t('footer.community')}</h2>
            <LinkList links={footer.social.map(({ name, url }) => ({ label: name, url }))} />
          </section>
        )}
      </div>
      <div className={styles.bottom}>
        <span>{footer.copyright.replaceAll('{year}', year)}</span>
        {legal.length > 0 && (
          <nav className={styles.legal}>
            {legal.map((link) => (
              <a key={link.url} href={link.url} target="_blank" rel="noreferrer">
                {link.label}
              </a>
            ))}
          </nav>
        )}
      </div>
    </footer>
  );
}

/** The network's links, each under its label in the interface language when the config gives one (`labels`). */
function LinkList({ links }: { links: FooterLink[] }) {
  const { language } = useLanguage();
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={`${link.label} ${link.url}`}>
          <a href={link.url} target="_blank" rel="noreferrer">
            {link.labels?.[language] ?? link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
