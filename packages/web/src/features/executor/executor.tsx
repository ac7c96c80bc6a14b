import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractInfo } from '@tvmscan/api/contract';
import { AbiChooser } from './abi-chooser.js';
import { ContractFields } from './contract-fields.js';
import { filterFunctions, functionAnchor, readExecutorAbi, type ExecutorAbi } from './executor-abi.js';
import styles from './executor.module.css';
import { FunctionSection } from './function-section.js';

/**
 * The contract executor (spec 001 §2): the ABI of the verified contract the account runs, or one the user pastes;
 * the function filter on the left, the contract fields, and one section per function.
 */
export function Executor({ address, verified }: { address: string; verified: ContractInfo | null }) {
  const verifiedAbi = useMemo(() => {
    try {
      return verified ? readExecutorAbi(verified.abi) : null;
    } catch {
      return null;
    }
  }, [verified]);
  const [pasted, setPasted] = useState<ExecutorAbi | null>(null);
  const abi = pasted ?? verifiedAbi;
  return (
    <div className={styles.executor}>
      <AbiChooser verifiedName={verifiedAbi ? verified!.contract_name : null} pasted={pasted !== null} onPaste={setPasted} />
      {abi && <ExecutorBody key={pasted ? 'pasted' : 'verified'} address={address} abi={abi} />}
    </div>
  );
}

function ExecutorBody({ address, abi }: { address: string; abi: ExecutorAbi }) {
  const { t } = useTranslation('executor');
  const [filter, setFilter] = useState('');
  const shown = filterFunctions(abi.functions, filter);
  useScrollToAnchor(abi);
  return (
    <div className={styles.layout}>
      <nav className={styles.filter} aria-label={t('filter.list')}>
        <label className={styles.filterInput}>
          {t('filter.label')}
          <input type="search" value={filter} placeholder={t('filter.placeholder')} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <ul>
          {shown.map((fn) => (
            <li key={fn.name}>
              <a href={`#${functionAnchor(fn.name)}`}>{fn.name}</a>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className={styles.note}>{t('filter.nothing')}</p>}
      </nav>
      <div className={styles.functions}>
        <ContractFields address={address} abi={abi} />
        {shown.map((fn) => (
          <FunctionSection key={fn.name} address={address} abi={abi} fn={fn} />
        ))}
      </div>
    </div>
  );
}

/** A link to a function's section (`#name`) opens the executor before the ABI is there: once it is, the section is scrolled to. */
function useScrollToAnchor(abi: ExecutorAbi): void {
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor && abi.functions.some((fn) => functionAnchor(fn.name) === anchor)) document.getElementById(anchor)?.scrollIntoView();
  }, [abi]);
}
