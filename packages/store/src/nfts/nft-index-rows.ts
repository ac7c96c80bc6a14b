import { sql, type Insertable } from 'kysely';
import { chunkRows } from '../sql/insert-rows.js';
import type { NftIndexesTable } from './nft-schema.js';
import type { Writer } from '../schema.js';

export type NftIndexRow = Insertable<NftIndexesTable>;

/** An Index or IndexBasis a write saw destroyed that it did not deploy: its stored row is no longer live. */
export interface NftIndexDestroyed {
  address: string;
  destroyed_lt: bigint;
}

/**
 * What a write changes of the TIP-4.3 Index tables: the contracts it deployed as they stand after it (destroyed again
 * or not), and the destruction of contracts deployed by earlier writes.
 */
export interface NftIndexRows {
  indexes: NftIndexRow[];
  destroyed: NftIndexDestroyed[];
}

export function emptyNftIndexRows(): NftIndexRows {
  return { indexes: [], destroyed: [] };
}

/** Writes the Index rows inside the chain write's transaction; a redeployed Index replaces its old row. */
export async function writeNftIndexRows(trx: Writer, rows: NftIndexRows): Promise<void> {
  for (const chunk of chunkRows(rows.indexes)) {
    await trx
      .insertInto('nft_indexes')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          collection_address: eb.ref('excluded.collection_address'),
          nft_address: eb.ref('excluded.nft_address'),
          owner_address: eb.ref('excluded.owner_address'),
          in_collection: eb.ref('excluded.in_collection'),
          live: eb.ref('excluded.live'),
          deployed_at: eb.ref('excluded.deployed_at'),
          deployed_lt: eb.ref('excluded.deployed_lt'),
          destroyed_lt: eb.ref('excluded.destroyed_lt'),
        })),
      )
      .execute();
  }
  for (const chunk of chunkRows(rows.destroyed)) {
    const values = sql.join(chunk.map((row) => sql`(${row.address}, ${row.destroyed_lt}::bigint)`));
    await sql`UPDATE nft_indexes x SET live = false, destroyed_lt = d.lt FROM (VALUES ${values}) AS d(address, lt) WHERE x.address = d.address`.execute(
      trx,
    );
  }
}
