import { Builder, configParamValue, decodeBlock, readBocSingle, type Cell } from '@tvmscan/tvm';
import { expect, it } from 'vitest';
import { decodeConfigView } from '../src/routes/current-config.js';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';

describeWithFixtures('the key block config view', () => {
  const config = () => decodeBlock(readBocSingle(readFixture('everscale/blocks/mc_key_block.boc'))).extra.custom!.config!;

  it('decodes every known parameter of mainnet key block 24715347', () => {
    const { view, undecoded } = decodeConfigView(config());
    expect(undecoded).toEqual([]);
    expect(view.paramIndexes).toEqual([0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 34]);
    expect(view.params[15]).toEqual(configParamValue(config(), 15));
  });

  it('leaves out and lists a parameter the codec cannot decode, keeping the others', () => {
    const broken = config();
    broken.params.set(15, new Builder().storeUint(7, 3).endCell());
    const { view, undecoded } = decodeConfigView(broken);
    expect(undecoded).toEqual([15]);
    expect(view.params[15]).toBeUndefined();
    expect(view.paramIndexes).toContain(15);
    expect(view.params[17]).toEqual(configParamValue(broken, 17));
  });

  it('lets a failure other than the codec refusing a parameter through (the server answers it 500 and logs it)', () => {
    const broken = config();
    broken.params.set(15, null as unknown as Cell);
    expect(() => decodeConfigView(broken)).toThrow(TypeError);
  });
});
