import { Link } from '@tanstack/react-router';
import type { DecodedArgument } from '@tvmscan/api/contract';
import { links } from '../../shared/routes/links.js';
import styles from './message-page.module.css';

const RAW_ADDRESS = /^-?[0-9]{1,3}:[0-9a-f]{64}$/;

/**
 * Decoded ABI arguments as a tree: each parameter by its name, a tuple or map one level deeper, an array by index.
 * An address opens its account; every other value is shown as the API gives it (wide integers as decimal digits).
 */
export function ArgumentTree({ value }: { value: DecodedArgument }) {
  if (value === null || typeof value !== 'object') return <ArgumentValue value={value} />;
  const entries: [string, DecodedArgument][] = Array.isArray(value)
    ? (value as readonly DecodedArgument[]).map((item, index) => [`[${index}]`, item])
    : Object.entries(value as { readonly [name: string]: DecodedArgument });
  if (entries.length === 0) return <span className={styles.argumentValue}>{Array.isArray(value) ? '[]' : '{}'}</span>;
  return (
    <ul className={styles.arguments}>
      {entries.map(([name, item]) => (
        <li key={name} className={styles.argument}>
          <span className={styles.argumentName}>{name}</span>
          <ArgumentTree value={item} />
        </li>
      ))}
    </ul>
  );
}

function ArgumentValue({ value }: { value: string | number | boolean | null }) {
  if (typeof value === 'string' && RAW_ADDRESS.test(value)) {
    return (
      <Link {...links.account(value)} className={styles.argumentValue}>
        {value}
      </Link>
    );
  }
  return <span className={styles.argumentValue}>{value === null ? 'null' : String(value)}</span>;
}
