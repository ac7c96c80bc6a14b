import { afterEach, describe, expect, it } from 'vitest';
import { Builder, writeBoc } from '@tvmscan/tvm';
import { DevnetError, ed25519KeyFromSeed, startJrpcServer, type JrpcServer } from '../src/index.js';
import type { JrpcBackend } from '../src/jrpc/jrpc-methods.js';

describe('the devnet errors', () => {
  it('a contract helper refusing an argument is a DevnetError with the code bad-argument', () => {
    const refusal = catchError(() => ed25519KeyFromSeed(new Uint8Array(31)));
    expect(refusal).toBeInstanceOf(DevnetError);
    expect((refusal as DevnetError).code).toBe('bad-argument');
    expect((refusal as DevnetError).name).toBe('ContractInputError');
  });

  describe('over JSON-RPC', () => {
    let server: JrpcServer | null = null;
    afterEach(async () => {
      await server?.close();
      server = null;
    });

    const sendMessage = async (failure: Error) => {
      const backend = {
        sendExternal: () => {
          throw failure;
        },
      } as unknown as JrpcBackend;
      server = await startJrpcServer(backend, { port: 0 });
      const message = Buffer.from(writeBoc(new Builder().endCell())).toString('base64');
      const response = await fetch(server.url, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'sendMessage', params: { message } }),
      });
      return { status: response.status, body: (await response.json()) as { error: { code: number; message: string } } };
    };

    it('a message the devnet cannot read answers as invalid params', async () => {
      const answer = await sendMessage(new DevnetError('bad-message', 'only inbound external messages can be sent'));
      expect(answer.status).toBe(200);
      expect(answer.body.error).toEqual({ code: -32602, message: 'only inbound external messages can be sent' });
    });

    it("a failure of the devnet's own is an internal error, not a fault of the request", async () => {
      const answer = await sendMessage(new DevnetError('executor', 'the executor failed'));
      expect(answer.status).toBe(500);
      expect(answer.body.error.code).toBe(-32603);
    });
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
