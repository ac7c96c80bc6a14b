import { Link } from '@tanstack/react-router';
import { DASH, HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

/** An account's address shortened for a table, linking to its page; a dash when there is none. */
export function AddressLink({ address, text }: { address: string | null; text?: string | null }) {
  if (!address) return DASH;
  return (
    <Link {...links.account(address)} title={address}>
      {text || shortenAddress(address, HASH_LENGTHS.table)}
    </Link>
  );
}
