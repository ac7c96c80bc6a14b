import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, EVERSCALE, REGISTRY_PREFIX } from '@tvmscan/api';
import { Devnet, encodeCall, ManualClock, relaxedInternalMessage, sendFromWallet, type EverWallet } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';

const OWNER = 'token-owner';
const OTHER = 'someone-else';
const AMOUNT = 50_000_000n;

interface Verification {
  address: string;
  amount: string;
  bounce: boolean;
  abi: string;
  method: string;
  params: { userHash: string };
}

/**
 * link_owner on a devnet chain indexed into PGlite: the token root's owner sends the verify call exactly as is_owner
 * describes it (its body encoded by nekoton, as wallets encode it), and one transaction for each way of getting it wrong.
 */
describe('token ownership proven by a devnet transaction', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  const sent: Record<string, string> = {};

  // The subject is the bearer token: this test is about the chain, sign-in has its own tests.
  const call = async (subject: string, path: string, body: object) => {
    const response = await app.inject({
      method: 'POST',
      url: `${REGISTRY_PREFIX}${path}`,
      headers: { authorization: `Bearer ${subject}` },
      payload: body,
    });
    return { status: response.statusCode, json: response.json() as { data: never; error: { code: string; message: string } } };
  };

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'token-ownership', walletCount: 2 });
    const step = () => {
      clock.advance(devnet.intervalMs);
      devnet.step();
    };
    step();
    step();
    const token = devnet.tokens.tokens[0]!;
    root = token.address;
    const owner = token.owner;
    const stranger = devnet.wallets.find((wallet) => wallet.rawAddress !== owner.rawAddress)!;

    database = await openTestDatabase('pglite');
    app = await buildServer({
      database,
      rateLimit: false,
      network: { ...EVERSCALE, tokenVerificationAddress: devnet.tokenVerificationAddress },
      auth: { verifier: { verify: async (subject) => ({ sub: subject }) }, admins: { subjects: [] } },
    });
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    const index = () => runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false });
    await index();
    const verificationOf = async (subject: string) =>
      (await call(subject, '/v1/authorized/tokens/is_owner', { root_address: root })).json.data as { verification: Verification };
    const mine = (await verificationOf(OWNER)).verification;
    const theirs = (await verificationOf(OTHER)).verification;
    expect(mine).toMatchObject({ address: devnet.tokenVerificationAddress, amount: String(AMOUNT), bounce: true });

    const send = (name: string, from: EverWallet, options: { dest?: string; value?: bigint; bounce?: boolean; verification?: Verification }) => {
      const verification = options.verification ?? mine;
      const body = encodeCall(verification.abi, verification.method, { userHash: verification.params.userHash });
      const internal = relaxedInternalMessage({
        dest: options.dest ?? verification.address,
        value: options.value ?? AMOUNT,
        bounce: options.bounce ?? true,
        body,
      });
      const result = sendFromWallet(devnet, from, { internal });
      if (result.kind !== 'executed') throw new Error(`${name}: ${result.reason}`);
      sent[name] = result.transaction.hash;
      step();
    };
    send('right', owner, {});
    send('wrong sender', stranger, {});
    send('wrong destination', owner, { dest: stranger.rawAddress });
    send('wrong value', owner, { value: AMOUNT + 1n });
    send('no bounce', owner, { bounce: false });
    send("another user's hash", owner, { verification: theirs });
    for (let i = 0; i < 4; i++) step();
    await index();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    devnet?.close();
  });

  it.each(['wrong sender', 'wrong destination', 'wrong value', 'no bounce', "another user's hash"])(
    "refuses a transaction with the %s: 412 'You are not the owner of the token'",
    async (name) => {
      const { status, json } = await call(OWNER, '/v1/authorized/tokens/link_owner', { root_address: root, tx_hash: sent[name] });
      expect(status, JSON.stringify(json)).toBe(412);
      expect(json.error).toEqual({
        code: 'PreconditionFailed',
        kind: 'TokenOwner',
        field: 'body/root_address',
        message: 'You are not the owner of the token',
      });
      expect(((await call(OWNER, '/v1/authorized/tokens/is_owner', { root_address: root })).json.data as { is_owner: boolean }).is_owner).toBe(false);
    },
  );

  it("refuses the right transaction to another user: it carries the owner's user hash", async () => {
    const { status, json } = await call(OTHER, '/v1/authorized/tokens/link_owner', { root_address: root, tx_hash: sent.right });
    expect(status).toBe(412);
    expect(json.error.message).toBe('You are not the owner of the token');
  });

  it('links the user whose hash the owner sent, and then takes the proposal of the owner only', async () => {
    const { status, json } = await call(OWNER, '/v1/authorized/tokens/link_owner', { root_address: root, tx_hash: sent.right!.toUpperCase() });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data).toEqual({ is_owner: true, tx_hash: sent.right });
    expect(((await call(OWNER, '/v1/authorized/tokens/is_owner', { root_address: root })).json.data as { is_owner: boolean }).is_owner).toBe(true);
    const received = await database.db
      .selectFrom('messages')
      .select(['value', 'bounce', 'bounced'])
      .where('src_transaction_hash', '=', sent.right!)
      .executeTakeFirstOrThrow();
    expect(received).toEqual({ value: String(AMOUNT), bounce: true, bounced: false });
  });
});
