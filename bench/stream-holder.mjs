// Holds `COUNT` streams of the blocks topic at `URL` in a process of its own, so that reading them does not slow the
// benchmark's own measure of the explorer calls. Each comes from a loopback address of its own for every 8 (the
// per-address cap). It writes `ready` once all are open, and on any line on stdin writes, as one line of JSON, each
// stream's block event ids in order and whether it ended, then exits.
import { request } from 'node:http';
import { createInterface } from 'node:readline';

const [url, countText] = process.argv.slice(2);
const PER_ADDRESS = 8;

function loopbackAddress(index) {
  const host = Math.floor(index / PER_ADDRESS) + 1;
  return `127.0.${Math.floor(host / 250)}.${(host % 250) + 1}`;
}

function hold(index) {
  return new Promise((resolve, reject) => {
    const call = request(`${url}/api/explorer/v1/stream?topics=blocks`, { localAddress: loopbackAddress(index) }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`a stream was refused: ${response.statusCode}`));
      const held = { blockIds: [], ended: false };
      let pending = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        pending += chunk;
        let end;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const frame = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const id = /^id: (\S+)$/m.exec(frame)?.[1];
          if (id !== undefined && frame.includes('\nevent: block\n')) held.blockIds.push(id);
        }
      });
      response.on('close', () => (held.ended = true));
      resolve(held);
    });
    call.on('error', reject);
    call.end();
  });
}

const streams = await Promise.all(Array.from({ length: Number(countText) }, (_, index) => hold(index)));
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => process.stdout.write(`${JSON.stringify(streams)}\n`, () => process.exit(0)));
// The benchmark went away without asking.
lines.once('close', () => process.exit(0));
