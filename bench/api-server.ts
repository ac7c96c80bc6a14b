import { buildServer } from '@tvmscan/api';
import { openDatabase } from '@tvmscan/store';

/**
 * The API server of `npm run bench -- api`, in a process of its own so that the load generator does not share its
 * event loop: serves DATABASE_URL on an ephemeral port without rate limiting (and without its response cache when
 * BENCH_RESPONSE_CACHE is 'off'), tells the parent its address, and ends when the parent goes.
 */
const database = await openDatabase({ url: process.env['DATABASE_URL'] });
const cacheOff = process.env['BENCH_RESPONSE_CACHE'] === 'off';
const server = await buildServer({ database, rateLimit: false, ...(cacheOff ? { responseCache: false as const } : {}) });
const address = await server.listen({ host: '127.0.0.1', port: 0 });
process.send!({ address });
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
