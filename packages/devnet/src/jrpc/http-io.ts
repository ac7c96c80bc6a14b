import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the devnet's HTTP server reads. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The request body as text; null when it is larger than MAX_BODY_BYTES (the request is then dropped). */
export function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function reply(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The JSON body of a POST, as `{ body }`; undefined once a wrong method (405), a too large body (413) or a body that is not JSON (400) was answered. */
export async function readJsonPost(request: IncomingMessage, response: ServerResponse, whatToSend: string): Promise<{ body: unknown } | undefined> {
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    reply(response, 405, badRequest('method', `${request.method ?? 'this method'} is not allowed; send ${whatToSend} with POST`));
    return undefined;
  }
  const text = await readBody(request);
  if (text === null) {
    reply(response, 413, badRequest('body', `the request is larger than ${MAX_BODY_BYTES} bytes`));
    return undefined;
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    reply(response, 400, badRequest('body', 'the body is not JSON'));
    return undefined;
  }
}

function badRequest(field: string, message: string): object {
  return { error: { code: 'BadRequest', message, field } };
}
