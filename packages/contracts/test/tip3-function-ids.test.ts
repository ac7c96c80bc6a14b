import { describe, expect, it } from 'vitest';
import { TIP3_FUNCTION_IDS } from '@tvmscan/contracts';
import { inputId, packageAbiFunctions } from './support/abi-ids.js';

const abiFunctions = (contract: string) => packageAbiFunctions('@broxus/tip3', contract);

describe('TIP-3 function ids', () => {
  it('are those of the TokenWallet and TokenRoot ABIs of the installed @broxus/tip3', () => {
    const functions = [...abiFunctions('TokenWallet'), ...abiFunctions('TokenRoot')];
    const fromAbi = Object.fromEntries(Object.keys(TIP3_FUNCTION_IDS).map((name) => [name, inputId(functions.find((f) => f.name === name)!)]));
    expect(fromAbi).toEqual(TIP3_FUNCTION_IDS);
  });
});
