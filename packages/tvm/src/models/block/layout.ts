/**
 * The serialization dialect of the structures whose own bits do not say which one they use:
 * the standard one (TON and the Everscale node), Tycho's, or the Everscale node's common-message one.
 * Tycho writes interm_addr_regular's use_dest_bits as a whole byte where the schema's (#<= 96) takes 7 bits,
 * and gives McStateExtra's flag bit 2 its own meaning. The common-message layout (BlockExtra #ca33f6fc)
 * widens the InMsg and OutMsg tags to a byte. The containing block extra or shard state tag tells which applies.
 */
export type Layout = 'standard' | 'tycho' | 'commonMessage';
