import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import styles from './config.module.css';

/** The parameters the pages show under their own heading. */
export type TitledParam = 0 | 1 | 2 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 20 | 21 | 22 | 23 | 24 | 25 | 28 | 29 | 31 | 40 | 44;

/** A label and its already formatted value. */
export type Fact = readonly [label: ReactNode, value: ReactNode];

interface Props<K extends TitledParam> {
  data: KeyBlockConfigResponse;
  index: K;
  children: (value: NonNullable<KeyBlockConfigResponse['config']['params'][K]>) => ReactNode;
}

/**
 * One config parameter under its name and number: its content when decoded, 'not set' when the config lacks it,
 * 'unavailable' when the config holds it but it could not be decoded.
 */
export function ParamSection<K extends TitledParam>({ data, index, children }: Props<K>) {
  const { t } = useTranslation('config');
  const value = data.config.params[index];
  const headingId = `config-param-${index}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t(`params.p${index}`)} <span className={styles.index}>{t('param', { index })}</span>
      </h2>
      {value !== undefined && value !== null ? (
        children(value as NonNullable<KeyBlockConfigResponse['config']['params'][K]>)
      ) : (
        <p className={styles.missing}>{data.config.paramIndexes.includes(index) ? t('unavailable') : t('notSet')}</p>
      )}
    </section>
  );
}

/** Labels with their values. */
export function Facts({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(([term, value], position) => (
        <div key={position} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A sub-heading inside a parameter's section. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className={styles.subheading}>{children}</h3>;
}
