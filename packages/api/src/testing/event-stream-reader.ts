import { request, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as a client reads it; `id` is the stream's last event id once it was read. */
export interface ReadEvent {
  readonly id: string;
  readonly event: string;
  readonly data: unknown;
}

/**
 * A client of an event stream over HTTP (tests): it keeps every event read, and the last event
 * id as a browser's EventSource does (an `id:` line without data moves it too).
 */
export class EventStreamReader {
  readonly events: ReadEvent[] = [];
  lastEventId = '';
  private ended = false;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly status: number,
    readonly body: string,
    private readonly response: IncomingMessage,
  ) {}

  /** Opens the stream at `url` (with `Last-Event-ID` when given); a refusal is read whole, its status and body kept. */
  static open(url: string, lastEventId?: string): Promise<EventStreamReader> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
      const call = request(url, { headers }, (response) => {
        response.setEncoding('utf8');
        if (response.statusCode !== 200) {
          let body = '';
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(new EventStreamReader(response.statusCode ?? 0, body, response)));
          return;
        }
        const reader = new EventStreamReader(200, '', response);
        reader.read();
        resolve(reader);
      });
      call.on('error', reject);
      call.end();
    });
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** The events named `event`. */
  named(event: string): ReadEvent[] {
    return this.events.filter((read) => read.event === event);
  }

  /** Resolves once `done` holds of what was read, or rejects after `ms`. */
  async until(done: (reader: EventStreamReader) => boolean, ms = 20_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done(this)) {
      if (this.ended) throw new Error(`the stream ended before the wait was over (${this.events.length} events read)`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out with ${this.events.length} events read`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.response.destroy();
  }

  private read(): void {
    let pending = '';
    this.response.on('data', (chunk: string) => {
      pending += chunk;
      let end: number;
      while ((end = pending.indexOf('\n\n')) >= 0) {
        this.frame(pending.slice(0, end));
        pending = pending.slice(end + 2);
      }
      this.wake();
    });
    const stop = () => {
      this.ended = true;
      this.wake();
    };
    this.response.on('end', stop);
    this.response.on('close', stop);
    this.response.on('error', stop);
  }

  private frame(text: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') this.lastEventId = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) this.events.push({ id: this.lastEventId, event, data: JSON.parse(data.join('\n')) });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
