import { expect, it } from 'vitest';
import { ACTION_TYPES } from '@tvmscan/contracts';
import { ACTION_TYPE_NAMES } from '@tvmscan/store';

it("the store filters an account's actions by the action types the classifier gives", () => {
  expect([...ACTION_TYPE_NAMES]).toEqual([...ACTION_TYPES]);
});
