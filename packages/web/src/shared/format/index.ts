export { AMOUNT_FRACTION_DIGITS, formatAmount } from './amount.js';
export { DASH } from './dash.js';
export { DATE_FORMAT, formatDate } from './date.js';
export { groupThousands } from './decimal.js';
export { HASH_HEX_DIGITS, HASH_LENGTHS, padHash, shortenAddress, shortenHash } from './hash.js';
export { parseAmountInput, parseNumericInput } from './numeric-input.js';
export { NUMBER_SUFFIXES, shortenAmount, shortenDecimal, shortenNumber } from './shorten-number.js';
export { blockLabel, shardPrefix } from './shard.js';
export { formatDuration, type DurationUnits } from './duration.js';
