import pg from 'pg';
import type { NoticeSubscription } from './notice-subscription.js';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * Listens on `channel` over a connection of its own (a pooled one would be handed to other queries), connecting
 * again after the connection is lost. Notifications sent while it was lost are not delivered: listeners treat a
 * notification as a wake-up and read what the database holds, so they also look now and then by themselves.
 */
export async function listenOnPostgres(url: string, channel: string, onNotice: (payload: string) => void): Promise<NoticeSubscription> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(connectLater);
    }, RECONNECT_MS);
    retry.unref();
  };
  const lose = (lost: pg.Client) => {
    if (lost !== client) return;
    client = undefined;
    lost.end().catch(() => undefined);
    connectLater();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end();
    else client = next;
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
