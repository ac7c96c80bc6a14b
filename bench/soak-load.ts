const API = '/api/explorer/v1';
const TOKEN_API = '/api/tokens/v1';
/** Requests in flight at most: a slow server makes the load wait rather than pile up. */
const MAX_IN_FLIGHT = 16;
/** How often the known transactions, accounts and owners are read again, so that calls reach new rows too. */
const REFRESH_MS = 30_000;

/** What the load got back so far. */
export interface LoadCounts {
  ok: number;
  /** 4xx: most are asked for (bad bodies, unknown hashes), so they are counted, not failures. */
  clientErrors: number;
  serverErrors: number;
  /** Connection errors and timeouts. */
  failures: number;
}

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

interface Known {
  transactions: string[];
  accounts: string[];
  owners: string[];
}

/**
 * A steady mixed load on a running explorer: `rate` requests a second, about a third of them repeated calls the
 * response cache answers (stats, first pages), half calls that vary (a transaction, an account, its transactions and
 * messages, counts, token balances, search, pages at an offset), and the rest bad bodies and unknown paths (4xx).
 */
export class SoakLoad {
  readonly counts: LoadCounts = { ok: 0, clientErrors: 0, serverErrors: 0, failures: 0 };
  private readonly known: Known = { transactions: [], accounts: [], owners: [] };
  private inFlight = 0;
  private timers: NodeJS.Timeout[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly url: string,
    private readonly rate: number,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timers = [setInterval(() => this.send(), 1000 / this.rate), setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS)];
  }

  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    await Promise.all(this.pending);
  }

  private send(): void {
    if (this.inFlight >= MAX_IN_FLIGHT) return;
    this.inFlight++;
    const sent = this.call(this.pick())
      .then((status) => {
        if (status < 400) this.counts.ok++;
        else if (status < 500) this.counts.clientErrors++;
        else this.counts.serverErrors++;
      })
      .catch(() => {
        this.counts.failures++;
      })
      .finally(() => {
        this.inFlight--;
        this.pending.delete(sent);
      });
    this.pending.add(sent);
  }

  private async call({ method, path, body }: Call): Promise<number> {
    const init: RequestInit =
      body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await fetch(`${this.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  }

  private pick(): Call {
    const roll = Math.random();
    if (roll < 0.35) return oneOf(cachedCalls())!;
    if (roll < 0.9) return oneOf(this.varyingCalls())!;
    return oneOf(badCalls())!;
  }

  private varyingCalls(): Call[] {
    const hash = oneOf(this.known.transactions) ?? randomHex(64);
    const account = oneOf(this.known.accounts) ?? `0:${randomHex(64)}`;
    const owner = oneOf(this.known.owners) ?? account;
    return [
      { method: 'POST', path: `${API}/transactions`, body: { hash } },
      { method: 'POST', path: `${API}/accounts`, body: { id: account } },
      { method: 'POST', path: `${API}/transactions/list`, body: { limit: 5 + Math.floor(Math.random() * 45), includeAccounts: [account] } },
      { method: 'POST', path: `${API}/messages/list`, body: { limit: 20, includeAccounts: [account] } },
      { method: 'POST', path: `${API}/transactions/count`, body: { includeAccounts: [account] } },
      { method: 'POST', path: `${API}/accounts/list`, body: { limit: 20, offset: Math.floor(Math.random() * 200) } },
      { method: 'POST', path: `${API}/search`, body: { query: hash.slice(0, 4 + Math.floor(Math.random() * 60)) } },
      { method: 'POST', path: `${TOKEN_API}/balances/search`, body: { ownerAddress: owner } },
      { method: 'POST', path: `${TOKEN_API}/transactions/search`, body: { ownerAddress: owner, limit: 20 } },
    ];
  }

  /** The newest transactions' hashes and accounts, and token owners. */
  private async refresh(): Promise<void> {
    const transactions = await this.post<{ transactions: { hash: string; accountId: string }[] }>(`${API}/transactions/list`, { limit: 100 });
    const roots = await this.post<{ tokens: { rootAddress: string }[] }>(`${TOKEN_API}/root_contract/search`, { limit: 10 });
    const root = oneOf(roots.tokens)?.rootAddress;
    const balances =
      root === undefined
        ? { balances: [] }
        : await this.post<{ balances: { ownerAddress: string | null }[] }>(`${TOKEN_API}/balances/search`, { rootAddress: root, limit: 100 });
    this.known.transactions = transactions.transactions.map((transaction) => transaction.hash);
    this.known.accounts = [...new Set(transactions.transactions.map((transaction) => transaction.accountId))];
    this.known.owners = [...new Set(balances.balances.flatMap((balance) => balance.ownerAddress ?? []))];
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }
}

function cachedCalls(): Call[] {
  return [
    { method: 'GET', path: `${API}/stats` },
    { method: 'POST', path: `${API}/transactions/list`, body: { limit: 20 } },
    { method: 'POST', path: `${API}/blocks/list`, body: { limit: 20 } },
    { method: 'POST', path: `${API}/accounts/list`, body: { limit: 20 } },
    { method: 'POST', path: `${API}/messages/list`, body: { limit: 20 } },
    { method: 'POST', path: `${TOKEN_API}/root_contract/search`, body: { limit: 10 } },
  ];
}

function badCalls(): Call[] {
  return [
    { method: 'POST', path: `${API}/transactions/list`, body: { limit: 1000 } },
    { method: 'POST', path: `${API}/transactions`, body: { hash: 'not a hash' } },
    { method: 'POST', path: `${API}/transactions`, body: { hash: randomHex(64) } },
    { method: 'GET', path: `${API}/no-such-call` },
    { method: 'POST', path: `${TOKEN_API}/balances/search`, body: { ownerAddress: 'nobody' } },
  ];
}

function oneOf<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

function randomHex(length: number): string {
  let hex = '';
  while (hex.length < length) hex += Math.floor(Math.random() * 16).toString(16);
  return hex;
}
