import type { MessageType } from '@tvmscan/api/contract';
import { readAddresses, readChoice, readChoices, readNumber, readText, withoutEmpty } from '../../shared/filters/search-params.js';
import { MESSAGE_TYPES } from '../../shared/api/enumerations.js';

export type AccountsMode = 'include' | 'exclude';
export const ACCOUNTS_MODES: readonly AccountsMode[] = ['include', 'exclude'];

/** The messages list's filters as kept in the URL. */
export interface MessagesSearch {
  types?: MessageType[];
  /** Messages from or to these accounts. */
  accounts?: string[];
  src?: string[];
  srcMode?: AccountsMode;
  /** Absent: the default, messages to the elector excluded; an empty list: no destination filter. */
  dst?: string[];
  dstMode?: AccountsMode;
  /** Transaction time, unix seconds. */
  timeFrom?: number;
  timeTo?: number;
  /** Whole tokens as typed. */
  valueMin?: string;
  valueMax?: string;
}

export function readMessagesSearch(raw: Record<string, unknown>): MessagesSearch {
  return withoutEmpty({
    types: readChoices(raw.types, MESSAGE_TYPES),
    accounts: readAddresses(raw.accounts),
    src: readAddresses(raw.src),
    srcMode: readChoice(raw.srcMode, ACCOUNTS_MODES),
    dst: readAddresses(raw.dst),
    dstMode: readChoice(raw.dstMode, ACCOUNTS_MODES),
    timeFrom: readNumber(raw.timeFrom),
    timeTo: readNumber(raw.timeTo),
    valueMin: readText(raw.valueMin),
    valueMax: readText(raw.valueMax),
  });
}
