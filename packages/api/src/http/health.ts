import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { readIndexHead, type Database, type IndexHead, type ReplicaStatus } from '@tvmscan/store';
import { closed, Nullable } from '../schemas/common.js';
import { ErrorBody } from '../schemas/error-body.js';

/** What /ready knows besides the database: why indexing stopped, and how far behind its source the index may be. */
export interface ReadinessOptions {
  /** Why the indexer of this process stopped (a full disk, a source that is another chain…); null while it runs. */
  readonly indexerStopped?: () => string | null;
  /** The most seconds the index's newest masterchain block may lie behind the clock (an indexer following a source). */
  readonly maxLagSeconds?: number;
}

/** What either call answers when the server itself fails, as every call of the APIs documents it. */
const SERVER_FAILED = { description: 'Internal: the server failed', ...ErrorBody };

/** A database that does not answer the readiness read within this is not ready. */
const READ_TIMEOUT_MS = 2_000;

const IndexSchema = Nullable(
  Type.Object(
    {
      mcSeqno: Type.Integer({ minimum: 0, description: 'the newest masterchain block the index holds (its checkpoint)' }),
      blockTime: Nullable(Type.String({ description: 'when that block was made (ISO 8601)' })),
      lagSeconds: Nullable(Type.Integer({ description: 'how long ago that was' })),
    },
    closed,
  ),
);
const ReplicaSchema = Type.Object(
  {
    replica: Type.Integer({ minimum: 1, description: 'which replica: 1 for the first --read-database-url, and so on (no address is shown)' }),
    serving: Type.Boolean({ description: 'whether reads go to it: it answers and lags at most the bound (--max-replica-lag)' }),
    lagSeconds: Nullable(Type.Number({ minimum: 0, description: 'how far its data lay behind the primary at its last check (every second)' })),
    reason: Type.Optional(Type.String({ description: 'why reads skip it' })),
  },
  closed,
);
const Replicas = Type.Optional(
  Type.Array(ReplicaSchema, { description: 'the read replicas, in the order given; the primary serves the reads while none serves' }),
);
const ReadySchema = Type.Object(
  {
    ready: Type.Boolean(),
    reason: Type.Optional(Type.String({ description: 'why it is not ready' })),
    index: Type.Optional(IndexSchema),
    replicas: Replicas,
  },
  closed,
);

/**
 * `/health` (liveness: the process answers) and `/ready` (readiness: the database answers, the indexer has not
 * stopped, and the index is within `maxLagSeconds` of the clock), for supervisors and load balancers. Neither is
 * rate-limited nor cached.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, options: ReadinessOptions = {}): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok'), replicas: Replicas }, closed), 500: SERVER_FAILED },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, ...replicasOf(database) };
    },
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: 200 when the index can be served and keeps up with its source; 503 with the reason when not',
        response: { 200: ReadySchema, 500: SERVER_FAILED, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const stopped = options.indexerStopped?.() ?? null;
      const replicas = replicasOf(database);
      let head: IndexHead | null;
      try {
        // What the chain's reads see: a replica's index when one serves them.
        head = await withTimeout(readIndexHead(database.reads?.db ?? database.db), READ_TIMEOUT_MS);
      } catch (error) {
        return notReady(reply, `the database does not answer: ${(error as Error).message}`, undefined, replicas);
      }
      const index = indexOf(head);
      if (stopped !== null) return notReady(reply, `indexing stopped: ${stopped}`, index, replicas);
      const lagReason = lagReasonOf(index, options.maxLagSeconds);
      if (lagReason !== null) return notReady(reply, lagReason, index, replicas);
      return { ready: true, index, ...replicas };
    },
  );
}

function indexOf(head: IndexHead | null) {
  if (head === null) return null;
  const lagSeconds = head.genUtime === null ? null : Math.max(0, Math.round(Date.now() / 1000 - head.genUtime));
  return { mcSeqno: head.mcSeqno, blockTime: head.genUtime === null ? null : new Date(head.genUtime * 1000).toISOString(), lagSeconds };
}

function lagReasonOf(index: ReturnType<typeof indexOf>, maxLagSeconds: number | undefined): string | null {
  if (maxLagSeconds === undefined) return null;
  if (index === null || index.lagSeconds === null) return 'nothing indexed yet';
  if (index.lagSeconds <= maxLagSeconds) return null;
  return `the index's newest masterchain block #${index.mcSeqno} is ${index.lagSeconds} s old (more than ${maxLagSeconds} s behind)`;
}

function notReady(reply: FastifyReply, reason: string, index: ReturnType<typeof indexOf> | undefined, replicas: ReturnType<typeof replicasOf>) {
  reply.code(503);
  return { ready: false, reason, ...(index === undefined ? {} : { index }), ...replicas };
}

/** The read replicas' last checks, when the database has replicas. */
function replicasOf(database: Database): { replicas?: (Omit<ReplicaStatus, 'location'> & { replica: number })[] } {
  if (!database.reads) return {};
  return { replicas: database.reads.statuses().map(({ location: _location, ...status }, index) => ({ replica: index + 1, ...status })) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
