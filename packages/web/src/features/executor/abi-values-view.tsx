import { isValidAddress } from '@tvmscan/tvm/address';
import type { AbiParam } from '../../shared/abi-form/abi-types.js';
import { fieldKindOf } from '../../shared/abi-form/field-kinds.js';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import styles from './executor.module.css';

/** Values decoded by the ABI, one line per parameter: an address links to its account, a list or tuple shows as JSON. */
export function AbiValuesView({ params, values, label }: { params: readonly AbiParam[]; values: Record<string, unknown>; label: string }) {
  return (
    <dl className={styles.values} aria-label={label}>
      {params.map((param, index) => (
        <div key={param.name || index} className={styles.value}>
          <dt>
            {param.name} <span className={styles.type}>({param.type})</span>
          </dt>
          <dd>
            <ValueText type={param.type} value={values[param.name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ValueText({ type, value }: { type: string; value: unknown }) {
  if (fieldKindOf(type) === 'address' && typeof value === 'string' && isValidAddress(value)) return <AccountLink address={value} full />;
  if (value === null || value === undefined) return <span className={styles.type}>null</span>;
  if (typeof value === 'object') return <pre className={styles.json}>{JSON.stringify(value, null, 2)}</pre>;
  return <span className={styles.text}>{String(value)}</span>;
}
