import { expect, it } from 'vitest';
import { accountStateLabel } from '../../../src/index.js';

it('labels account states as the specification does, NonExist by default', () => {
  expect(accountStateLabel('active')).toBe('Active');
  expect(accountStateLabel('uninit')).toBe('Uninit');
  expect(accountStateLabel('frozen')).toBe('Frozen');
  expect(accountStateLabel('nonexist')).toBe('NonExist');
  expect(accountStateLabel(null)).toBe('NonExist');
  expect(accountStateLabel(undefined)).toBe('NonExist');
  expect(accountStateLabel('nonexist', true)).toBe('Deleted');
  expect(accountStateLabel('active', true)).toBe('Active');
});
