import type { MessageType, NetworkConfig } from '@tvmscan/api/contract';
import { writeAddressList } from '../../shared/filters/address-list.js';
import { readAddressFields } from '../../shared/filters/draft.js';
import type { DraftOutcome } from '../../shared/filters/draft.js';
import type { RangeText } from '../../shared/filters/range-field.js';
import { withoutEmpty } from '../../shared/filters/search-params.js';
import { timeInputToUnix, unixToTimeInput } from '../../shared/filters/time-input.js';
import { destinationFilter, sourceFilter } from './messages-request.js';
import type { AccountsMode, MessagesSearch } from './messages-search.js';

/** The messages filters as the form holds them while the visitor types. */
export interface MessagesDraft {
  types: MessageType[];
  accounts: string;
  src: string;
  srcMode: AccountsMode;
  dst: string;
  dstMode: AccountsMode;
  time: RangeText;
  value: RangeText;
}

export function messagesDraft(search: MessagesSearch, config: Pick<NetworkConfig, 'electorAddress'>): MessagesDraft {
  const source = sourceFilter(search);
  const destination = destinationFilter(search, config);
  return {
    types: search.types ?? [],
    accounts: writeAddressList(search.accounts),
    src: writeAddressList(source.accounts),
    srcMode: source.mode,
    dst: writeAddressList(destination.accounts),
    dstMode: destination.mode,
    time: { min: unixToTimeInput(search.timeFrom), max: unixToTimeInput(search.timeTo) },
    value: { min: search.valueMin ?? '', max: search.valueMax ?? '' },
  };
}

export function applyMessagesDraft(draft: MessagesDraft): DraftOutcome<MessagesSearch> {
  const read = readAddressFields({ accounts: draft.accounts, src: draft.src, dst: draft.dst });
  if (!read.ok) return read;
  const { accounts, src, dst } = read.addresses;
  return {
    ok: true,
    search: withoutEmpty({
      types: draft.types.length > 0 ? draft.types : undefined,
      accounts: accounts.length > 0 ? accounts : undefined,
      src: src.length > 0 ? src : undefined,
      srcMode: src.length > 0 ? draft.srcMode : undefined,
      dst,
      dstMode: dst.length > 0 ? draft.dstMode : undefined,
      timeFrom: timeInputToUnix(draft.time.min),
      timeTo: timeInputToUnix(draft.time.max),
      valueMin: draft.value.min.trim(),
      valueMax: draft.value.max.trim(),
    }),
  };
}
