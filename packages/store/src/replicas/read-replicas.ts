import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { newPostgresPool, POOL_MAX, type PostgresPoolOptions } from '../postgres-pool.js';
import { redactPassword } from '../redact-password.js';
import type { ChainSchema } from '../schema.js';
import { readIndexTime, readReplicaLag, type IndexTime } from './replica-lag.js';

export interface ReplicaOptions {
  /** The replicas' `postgres://` URLs. */
  readonly urls: readonly string[];
  /** A replica further behind its primary than this is skipped until it catches up. */
  readonly maxLagSeconds: number;
  /** How often each replica's lag is read (1 s by default). */
  readonly checkEveryMs?: number;
}

/** What is known of one replica since its last check. */
export interface ReplicaStatus {
  /** Its URL without the password. */
  readonly location: string;
  /** Whether reads go to it: it answered its last check and lags at most the bound. */
  readonly serving: boolean;
  /** Its lag behind the primary at its last check; null when it did not answer or holds no index yet. */
  readonly lagSeconds: number | null;
  /** Why it is skipped, when it is. */
  readonly reason?: string;
}

/** A connection pool's use, as `Database.poolUse` gives it. */
export interface NamedPoolUse {
  readonly name: string;
  readonly open: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

/** Reads spread over the replicas that serve, else on the primary; what each replica's last check found. */
export interface ReplicaReads {
  readonly db: Kysely<ChainSchema>;
  statuses(): readonly ReplicaStatus[];
  /** Each replica's connection pool, named `replica N` in the order the URLs were given. */
  poolUses(): readonly NamedPoolUse[];
}

const DEFAULT_CHECK_EVERY_MS = 1_000;
/** A replica that does not open a connection within this is taken as down. */
const CONNECT_TIMEOUT_MS = 2_000;

interface Replica {
  readonly name: string;
  readonly location: string;
  readonly pool: pg.Pool;
  status: ReplicaStatus;
}

/**
 * Streaming replicas serving reads: each is checked every `checkEveryMs` (does it answer, how far behind is it), and
 * a read takes a connection from the next replica that serves, in turn; when none serves, or opening a connection
 * to it fails (the replica is then skipped until its next check finds it well), the primary answers.
 */
export class ReadReplicas implements ReplicaReads {
  readonly db: Kysely<ChainSchema>;
  readonly #replicas: Replica[];
  readonly #primary: pg.Pool;
  readonly #maxLagSeconds: number;
  readonly #timer: NodeJS.Timeout;
  #next = 0;
  #checking: Promise<void> | null = null;

  private constructor(primary: pg.Pool, options: ReplicaOptions, poolOptions: PostgresPoolOptions) {
    this.#primary = primary;
    this.#maxLagSeconds = options.maxLagSeconds;
    this.#replicas = options.urls.map((url, index) => {
      const pool = newPostgresPool(url, { ...poolOptions, connectTimeoutMs: CONNECT_TIMEOUT_MS });
      const replica: Replica = { name: `replica ${index + 1}`, location: redactPassword(url), pool, status: notChecked(redactPassword(url)) };
      // A replica going away ends its idle connections with an error; the pool drops them, the next check says why.
      pool.on('error', (error) => this.#skip(replica, error));
      return replica;
    });
    this.db = new Kysely<ChainSchema>({ dialect: new PostgresDialect({ pool: this.#routingPool() }) });
    this.#timer = setInterval(() => void this.check(), options.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS);
    this.#timer.unref();
  }

  /** The replicas, checked once before the first read. */
  static async open(primary: pg.Pool, options: ReplicaOptions, poolOptions: PostgresPoolOptions = {}): Promise<ReadReplicas> {
    const reads = new ReadReplicas(primary, options, poolOptions);
    await reads.check();
    return reads;
  }

  statuses(): readonly ReplicaStatus[] {
    return this.#replicas.map((replica) => replica.status);
  }

  poolUses(): readonly NamedPoolUse[] {
    return this.#replicas.map(({ name, pool }) => ({ name, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }));
  }

  /** Reads every replica's lag now (a check still running is not started again). */
  check(): Promise<void> {
    this.#checking ??= this.#check().finally(() => (this.#checking = null));
    return this.#checking;
  }

  async #check(): Promise<void> {
    // A primary that does not answer in time is taken as down: the replicas then serve what they have.
    const primary = await withTimeout(readIndexTime(this.#primary), CONNECT_TIMEOUT_MS).catch((): IndexTime | null => null);
    await Promise.all(
      this.#replicas.map(async (replica) => {
        try {
          const lagSeconds = await readReplicaLag(replica.pool, primary);
          const serving = lagSeconds <= this.#maxLagSeconds;
          const reason = Number.isFinite(lagSeconds)
            ? `${Math.round(lagSeconds)} s behind the primary (more than ${this.#maxLagSeconds} s)`
            : 'holds no index yet while the primary does';
          const lag = Number.isFinite(lagSeconds) ? lagSeconds : null;
          replica.status = { location: replica.location, serving, lagSeconds: lag, ...(serving ? {} : { reason }) };
        } catch (error) {
          this.#skip(replica, error as Error);
        }
      }),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    // Ends the replicas' pools (the routing pool's `end`); the primary's belongs to its own database handle.
    await this.db.destroy();
  }

  /** Skips a replica that failed, saying how without its address (the health answers are public). */
  #skip(replica: Replica, error: Error): void {
    const code = (error as { code?: unknown }).code;
    const how = typeof code === 'string' ? code : error.message.includes('timeout') ? 'timeout' : error.name;
    replica.status = { location: replica.location, serving: false, lagSeconds: null, reason: `does not answer (${how})` };
  }

  #routingPool(): PostgresPool {
    return {
      connect: () => this.#connect(),
      end: async () => {
        await Promise.all(this.#replicas.map((replica) => replica.pool.end()));
      },
    };
  }

  async #connect(): Promise<PostgresPoolClient> {
    const count = this.#replicas.length;
    for (let tried = 0; tried < count; tried++) {
      const replica = this.#replicas[(this.#next + tried) % count]!;
      if (!replica.status.serving) continue;
      try {
        const client = await replica.pool.connect();
        this.#next = (this.#next + tried + 1) % count;
        return client;
      } catch (error) {
        this.#skip(replica, error as Error);
      }
    }
    return this.#primary.connect();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function notChecked(location: string): ReplicaStatus {
  return { location, serving: false, lagSeconds: null, reason: 'not checked yet' };
}
