import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.js';
import { AbiValuesView } from './abi-values-view.js';
import type { ExecutorAbi } from './executor-abi.js';
import styles from './executor.module.css';
import { useContractFields } from './use-executor-calls.js';

/** The 'contract fields' section (spec 001 §2): the ABI's fields read from the account's data when it is first opened, and kept. */
export function ContractFields({ address, abi }: { address: string; abi: ExecutorAbi }) {
  const { t } = useTranslation('executor');
  const [opened, setOpened] = useState(false);
  const fields = useContractFields(address, abi, opened);
  return (
    <details className={styles.section} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('fields.title')}</summary>
      {abi.fields.length === 0 ? (
        <p className={styles.note}>{t('fields.none')}</p>
      ) : fields.data ? (
        fields.data.fields ? (
          <AbiValuesView params={abi.fields} values={fields.data.fields} label={t('fields.title')} />
        ) : (
          <p className={styles.note}>{t('fields.none')}</p>
        )
      ) : fields.error ? (
        <p role="alert" className={styles.error}>
          {t('fields.failed', {
            message: fields.error instanceof ApiError && fields.error.body ? fields.error.body.error.message : fields.error.message,
          })}
        </p>
      ) : (
        <p className={styles.note}>{t('fields.loading')}</p>
      )}
    </details>
  );
}
