/**
 * The checks of spec 001 §5 on a parsed SVG logo, on what any DOM gives: the browser's DOMParser and the server's
 * xmldom both answer these interfaces, so the form and the registry judge a logo alike. Parsing, and the server's
 * sanitising, stay with each side.
 */
export interface SvgElementLike {
  readonly namespaceURI: string | null;
  readonly localName: string | null;
  getAttribute(name: string): string | null;
}

export interface SvgDocumentLike {
  /** A document type declaration (with its entities) is refused. */
  readonly doctype: unknown;
  readonly documentElement: SvgElementLike | null;
  /** A browser reports a parse error as `parsererror` elements in the document rather than by throwing. */
  getElementsByTagName(name: string): { readonly length: number };
}

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A length as SVG writes width and height: a positive number, optionally with a unit. */
const LENGTH = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*(px|pt|pc|mm|cm|in|em|ex|%)?\s*$/;

/** 'svg' unless the document is one SVG element without doctype or parse error, 'square' unless it is square; else undefined. */
export function svgLogoProblem(document: SvgDocumentLike): 'svg' | 'square' | undefined {
  const root = document.documentElement;
  if (document.doctype !== null || document.getElementsByTagName('parsererror').length > 0) return 'svg';
  if (root === null || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return 'svg';
  return isSquareSvg(root) ? undefined : 'square';
}

/**
 * Whether the root element draws a square: its viewBox, when given, has four numbers with equal positive width and
 * height; its width and height, when both are given, are the same positive length in the same unit. With neither a
 * viewBox nor both sizes, its shape is unknown, which is not square.
 */
export function isSquareSvg(root: SvgElementLike): boolean {
  const viewBox = root.getAttribute('viewBox');
  const width = root.getAttribute('width');
  const height = root.getAttribute('height');
  if (viewBox === null && (width === null || height === null)) return false;
  if (viewBox !== null && !isSquareViewBox(viewBox)) return false;
  return width === null || height === null || sameLength(width, height);
}

function isSquareViewBox(viewBox: string): boolean {
  const box = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , width, height] = box;
  return box.length === 4 && box.every(Number.isFinite) && width !== undefined && width > 0 && width === height;
}

function sameLength(width: string, height: string): boolean {
  const [w, h] = [LENGTH.exec(width), LENGTH.exec(height)];
  if (!w || !h) return false;
  const size = Number(w[1]);
  return size > 0 && size === Number(h[1]) && (w[2] ?? '') === (h[2] ?? '');
}
