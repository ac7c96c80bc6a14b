/**
 * The serialization dialect of the structures whose own bits do not say which one they use:
 * the standard one (TON and the Everscale node) or Tycho's. Tycho writes interm_addr_regular's
 * use_dest_bits as a whole byte where the schema's (#<= 96) takes 7 bits, and gives McStateExtra's
 * flag bit 2 its own meaning; the containing block extra or shard state tag tells which applies.
 */
export type Layout = 'standard' | 'tycho';
