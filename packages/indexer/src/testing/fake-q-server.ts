import type { ArchiveChain, ChainBlock } from './archive-chain.js';
import { startTestServer, type Exchange, type TestServer } from './test-http-server.js';

/** Ways the fake server can answer badly. */
export type Misbehaviour = 'slow' | 'http-500' | 'http-400' | 'reset' | 'graphql-error' | 'wrong-boc' | 'truncated' | 'omit-first';

export interface FakeQServerOptions {
  /** The highest masterchain seqno served at first; default all. */
  readonly visibleUpTo?: number;
  /** Masterchain blocks that appear each time the server answers an empty page (the chain growing); default none. */
  readonly growBy?: number;
  /** How to answer the n-th request (0-based); undefined answers well. */
  readonly misbehave?: (n: number) => Misbehaviour | undefined;
  /** The delay of a slow answer. */
  readonly slowMs?: number;
}

export interface FakeQServer extends TestServer {
  readonly emptyPages: () => number;
}

interface GqlBody {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A stand-in for ever-q-server answering the block queries of GqlBlockSource from the genesis archive: it
 * picks the answer by operation name and variables, and can answer slowly, fail or send wrong data.
 */
export async function startFakeQServer(chain: ArchiveChain, options: FakeQServerOptions = {}): Promise<FakeQServer> {
  let visibleUpTo = options.visibleUpTo ?? chain.masterchain.size;
  let emptyPages = 0;
  let n = 0;
  const server = await startTestServer((body, exchange) => {
    const { operationName, variables } = body as GqlBody;
    const items = answerItems(operationName, variables);
    if (operationName === 'MasterchainBlocksAfter' && items.length === 0) {
      emptyPages++;
      visibleUpTo = Math.min(chain.masterchain.size, visibleUpTo + (options.growBy ?? 0));
    }
    answer(exchange, items, options.misbehave?.(n++));
  });

  function answerItems(operationName: string, variables: Record<string, unknown>): Record<string, unknown>[] {
    switch (operationName) {
      case 'MasterchainBlocksAfter': {
        const after = variables.after as number;
        const limit = variables.limit as number;
        const last = Math.min(after + limit, visibleUpTo);
        return range(after + 1, last).map((seqno) => masterchainItem(chain.masterchain.get(seqno)!));
      }
      case 'MasterchainBlock': {
        const seqno = variables.seqno as number;
        return seqno <= visibleUpTo ? [masterchainItem(chain.masterchain.get(seqno)!)] : [];
      }
      case 'BlocksById':
        return (variables.ids as string[]).flatMap((id) => {
          const block = chain.byRootHash.get(id);
          return block === undefined ? [] : [{ id, boc: block.base64 }];
        });
      default:
        throw new Error(`fake q-server: unknown operation ${operationName}`);
    }
  }

  function answer(exchange: Exchange, items: Record<string, unknown>[], misbehaviour: Misbehaviour | undefined): void {
    const good = { data: { blocks: items } };
    switch (misbehaviour) {
      case undefined:
        return exchange.json(good);
      case 'slow':
        return exchange.later(options.slowMs ?? 1000, () => exchange.json(good));
      case 'http-500':
        return exchange.text('upstream database unavailable', 500);
      case 'http-400':
        return exchange.text('{"errors":[{"message":"Syntax Error"}]}', 400);
      case 'reset':
        return exchange.reset();
      case 'graphql-error':
        return exchange.json({ data: null, errors: [{ message: 'Request timed out on the database' }] });
      case 'wrong-boc':
        return exchange.json({ data: { blocks: items.map((item) => ({ ...item, boc: otherBlock(item.id as string).base64 })) } });
      case 'truncated': {
        const text = JSON.stringify(good);
        return exchange.text(text.slice(0, Math.floor(text.length / 2)));
      }
      case 'omit-first':
        return exchange.json({ data: { blocks: items.slice(1) } });
    }
  }

  function otherBlock(id: string): ChainBlock {
    const first = chain.masterchain.get(1)!;
    return first.id.rootHash === id ? chain.masterchain.get(2)! : first;
  }

  return { ...server, emptyPages: () => emptyPages };
}

function masterchainItem(block: ChainBlock): Record<string, unknown> {
  return { id: block.id.rootHash, seq_no: block.id.seqno, file_hash: block.id.fileHash, boc: block.base64 };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
