import { parentPort } from 'node:worker_threads';
import { IndexerError } from '../indexer-error.js';
import type { PrepareRequest, PrepareResponse } from './batch-preparer.js';
import { prepareBatch } from './prepared-batch.js';

/** The worker side of `BatchPreparer`: prepares each batch it is sent and answers with its rows or its error. */
parentPort!.on('message', (request: PrepareRequest) => {
  parentPort!.postMessage(answer(request));
});

function answer({ id, batch, options }: PrepareRequest): PrepareResponse {
  try {
    return { id, prepared: prepareBatch(batch, options) };
  } catch (error) {
    if (error instanceof IndexerError) return { id, error: { name: error.name, message: error.message, code: error.code } };
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id, error: { name, message } };
  }
}
