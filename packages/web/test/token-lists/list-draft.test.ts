import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/api/api-error.js';
import { readRefusal } from '../../src/features/token-lists/field-error.js';
import { listErrors, managerEmails, urlError } from '../../src/features/token-lists/list-draft.js';
import { moveItem, matchesQuery } from '../../src/features/token-lists/reorder.js';

const draft = { url: 'mylist', name: 'My list', description: '', logo: 'https://logo.example/a.svg', isPublic: true, verified: false, managers: '' };

describe("the list forms' drafts, by the registry's rules of spec 001 §5", () => {
  it("shows the url's refusal as its §8 text, the length for the max-length kind", () => {
    expect(urlError('')).toEqual({ text: 'required' });
    expect(urlError('my-list')).toEqual({ text: 'username' });
    expect(urlError('abc')).toEqual({ text: 'maxLen', length: 4 });
    expect(urlError('System')).toEqual({ text: 'unique' });
    expect(urlError('abcd')).toBeUndefined();
  });

  it('checks name, description, logo and manager emails; the url only when creating', () => {
    expect(listErrors(draft, { creating: true })).toEqual({});
    expect(
      listErrors({ ...draft, url: 'x', name: ' ', description: 'd'.repeat(4097), logo: 'logo.svg', managers: 'a@b.org\nnope' }, { creating: true }),
    ).toEqual({
      url: { text: 'maxLen', length: 4 },
      name: { text: 'required' },
      description: { text: 'maxLen', length: 4096 },
      logo: { text: 'url' },
      managers: { text: 'email' },
    });
    expect(listErrors({ ...draft, url: '' }, { creating: false })).toEqual({});
    expect(listErrors({ ...draft, name: 'n'.repeat(128), logo: '' }, { creating: false })).toEqual({
      name: { text: 'maxLen', length: 127 },
      logo: { text: 'required' },
    });
    expect(managerEmails(' a@b.org, c@d.org\n\n')).toEqual(['a@b.org', 'c@d.org']);
  });
});

describe('a refusal of the registry', () => {
  const refused = (status: number, kind: string | undefined, message: string) =>
    new ApiError('POST', '/v1/authorized/token_lists', status, { error: { code: 'BadRequest', message, ...(kind ? { kind } : {}) } });

  it('names the field and the §8 text, with the length of a max-length refusal', () => {
    expect(readRefusal(refused(400, 'MaxLen', 'body/url Field cannot be longer than 4 characters'))).toEqual({
      field: 'url',
      error: { text: 'maxLen', length: 4 },
    });
    expect(readRefusal(refused(400, 'TokenAlreadyAdded', 'body/tokens Token already added'))).toEqual({
      field: 'tokens',
      error: { text: 'alreadyAdded' },
    });
    expect(readRefusal(refused(400, 'TokenProposalRejected', 'body/tokens Token declined')).error).toEqual({ text: 'declined' });
    expect(readRefusal(refused(400, 'TokenNotVerified', 'body/root_addresses Token not verified')).error).toEqual({ text: 'notVerified' });
  });

  it('reads sign-in and role failures, and anything else as the unknown error', () => {
    expect(readRefusal(refused(401, undefined, 'no token')).error).toEqual({ text: 'auth' });
    expect(readRefusal(refused(403, undefined, 'not yours')).error).toEqual({ text: 'forbidden' });
    expect(readRefusal(refused(500, undefined, 'boom')).error).toEqual({ text: 'unknown' });
    expect(readRefusal(new Error('offline')).error).toEqual({ text: 'unknown' });
  });
});

describe('ordering and search of a list', () => {
  it('moves one token to another place and leaves the list alone for a move out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const same = ['a', 'b'];
    expect(moveItem(same, 1, 2)).toBe(same);
  });

  it('finds a token by name, symbol or address, any case', () => {
    const token = { full_name: 'Wrapped EVER', symbol: 'WEVER', root_address: `0:${'ab'.repeat(32)}` };
    expect(['wrapped', 'wev', 'ABAB', ''].map((query) => matchesQuery(token, query))).toEqual([true, true, true, true]);
    expect(matchesQuery(token, 'dollar')).toBe(false);
  });
});
