import { DOMParser, onWarningStopParsing, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import { logoTextProblem, SVG_NAMESPACE as SVG_NS, svgLogoProblem, type AssetProblem } from '../rules/index.js';
import { reachesOutside } from './css-references.js';

const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * The elements a logo may hold: shapes, paint servers, text and filters. Everything else goes, with what it holds:
 * script, foreignObject (HTML), image, a, iframe, and the animation elements, which can set an `href`.
 */
const ELEMENTS = new Set(
  [
    'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
    'text', 'tspan', 'textPath',
    'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
    'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
    'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
    'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
    'feSpotLight', 'feTile', 'feTurbulence',
  ], // prettier-ignore
);

/** A logo the rules of spec 001 §5 refuse (`@tvmscan/api/rules`, which the web's form checks too). */
export class LogoRefused extends Error {
  constructor(readonly problem: AssetProblem) {
    super(`the logo is refused: ${problem.key}`);
    this.name = 'LogoRefused';
  }
}

/**
 * Parses an SVG logo and gives it back sanitised: only the elements above, no event handler, no link but to a
 * fragment of itself (`#id`), no style or attribute that reaches outside, no comment, processing instruction or
 * doctype. Refuses text that is not one well-formed SVG document, longer than 100 000 characters, or not square
 * (its viewBox, and its width and height when both are given, must be square).
 */
export function sanitizeSvgLogo(text: string): string {
  const textProblem = logoTextProblem(text);
  if (textProblem) throw new LogoRefused(textProblem);
  const document = parseSvg(text);
  const problem = svgLogoProblem(document);
  const root = document.documentElement;
  if (problem || root === null) throw new LogoRefused({ key: problem ?? 'svg' });
  cleanElement(root);
  return new XMLSerializer().serializeToString(root);
}

/**
 * Parsed as plain XML, as a browser parses an SVG file: xmldom would take the SVG namespace as the default of an
 * `image/svg+xml` document, while a browser neither draws nor (the web's form) takes an `<svg>` without its xmlns.
 */
function parseSvg(text: string): Document {
  try {
    return new DOMParser({ onError: onWarningStopParsing, locator: false }).parseFromString(text, 'text/xml');
  } catch {
    throw new LogoRefused({ key: 'svg' });
  }
}

function cleanElement(element: Element): void {
  for (const attribute of Array.from(element.attributes)) {
    if (!isSafeAttribute(attribute.namespaceURI, attribute.localName ?? attribute.name, attribute.value)) element.removeAttributeNode(attribute);
  }
  if (element.localName === 'style') return cleanStyleSheet(element);
  for (const child of Array.from(element.childNodes)) {
    if (!keepChild(child)) element.removeChild(child);
    else if (isElement(child)) cleanElement(child);
  }
}

function keepChild(child: Node): boolean {
  if (isElement(child)) return child.namespaceURI === SVG_NS && ELEMENTS.has(child.localName ?? '');
  return isText(child);
}

/**
 * A style sheet keeps its text only, and only when nothing in it reaches outside. It is judged whole: its text and
 * CDATA pieces join into one sheet once the comments and elements between them are gone.
 */
function cleanStyleSheet(style: Element): void {
  for (const child of Array.from(style.childNodes)) if (!isText(child)) style.removeChild(child);
  if (reachesOutside(textOf(style))) for (const child of Array.from(style.childNodes)) style.removeChild(child);
}

function textOf(element: Element): string {
  return Array.from(element.childNodes)
    .filter(isText)
    .map((node) => node.nodeValue ?? '')
    .join('');
}

function isSafeAttribute(namespace: string | null, name: string, value: string): boolean {
  if (namespace === XMLNS_NS) return value === SVG_NS || value === XLINK_NS;
  if (namespace !== null && namespace !== XLINK_NS) return false;
  if (/^on/i.test(name)) return false;
  if (name === 'href') return /^\s*#[\w.:-]*\s*$/.test(value);
  return !reachesOutside(value);
}

function isElement(node: Node): node is Element {
  return node.nodeType === node.ELEMENT_NODE;
}

function isText(node: Node): boolean {
  return node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE;
}
