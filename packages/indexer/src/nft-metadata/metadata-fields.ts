/** The fields of a metadata JSON the screens show (spec 001 §3: 'Basic NFT' and 'metaverse.region' alike), each a string or null. */
export interface MetadataFields {
  readonly metadata_type: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly preview_url: string | null;
  readonly preview_mime_type: string | null;
  readonly external_url: string | null;
}

const MAX_TEXT = 4096;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, MAX_TEXT) : null;
}

export function metadataFields(json: Record<string, unknown>): MetadataFields {
  const preview = json['preview'];
  const previewObject = preview !== null && typeof preview === 'object' ? (preview as Record<string, unknown>) : {};
  return {
    metadata_type: text(json['type']),
    name: text(json['name']),
    description: text(json['description']),
    preview_url: text(previewObject['source']),
    preview_mime_type: text(previewObject['mimetype']),
    external_url: text(json['external_url']),
  };
}

/** Inline TIP-4.2 JSON as an object; null when it is not a JSON object. */
export function parseInlineJson(json: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
