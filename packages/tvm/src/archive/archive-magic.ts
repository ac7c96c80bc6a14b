/** First u32 (LE) of a node archive package (.pack). */
export const PACKAGE_MAGIC = 0xae8fdd01;
/** u16 (LE) opening every .pack entry header. */
export const PACKAGE_ENTRY_MAGIC = 0x1e8b;
/** First u32 (LE) of a decompressed Tycho archive. */
export const TYCHO_ARCHIVE_PREFIX = 0x29148f65;
/** TL id (LE) opening every Tycho archive entry header. */
export const TYCHO_ENTRY_MAGIC = 0x957fbfac;
/** First u32 (LE) of a zstd frame (bytes 28 b5 2f fd). */
export const ZSTD_MAGIC = 0xfd2fb528;
