import { expectedState, type ExpectedState } from '../shared/expected-state.js';
import { uintArgument } from '../shared/uint-argument.js';
import { collectionArtifact } from './nft-artifacts.js';

/** The static variables of the sample Collection: only a nonce, so one owner can deploy many. */
export interface CollectionConfig {
  nonce: bigint;
  workchain?: number;
}

/** The StateInit of a Collection and its address. Its codes, owner and metadata are constructor arguments. */
export function collectionState(config: CollectionConfig): ExpectedState {
  return expectedState(collectionArtifact(), {
    workchain: config.workchain,
    initData: { nonce_: uintArgument(config.nonce, 64, 'the collection nonce') },
  });
}
