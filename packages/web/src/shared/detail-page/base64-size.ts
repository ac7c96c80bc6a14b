/** How many bytes a base64 text encodes (padding taken into account). */
export function base64ByteLength(base64: string): number {
  const text = base64.replace(/\s+/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}
