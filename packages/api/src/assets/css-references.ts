/**
 * The CSS functions a logo's style may call: colours, arithmetic, transforms, filters, gradients, easing, shapes,
 * selectors and local fonts. None of them loads anything; every other function (`image-set`, `image`, `src`,
 * `cross-fade`, `element`, `attr`, `expression`, prefixed ones, and any a browser may add) is taken to reach outside.
 */
const SAFE_FUNCTIONS = new Set(
  [
    'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
    'calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
    'atan2', 'pow', 'sqrt', 'hypot', 'log', 'exp', 'var', 'env', 'counter', 'counters',
    'matrix', 'matrix3d', 'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'scale', 'scalex',
    'scaley', 'scalez', 'scale3d', 'rotate', 'rotatex', 'rotatey', 'rotatez', 'rotate3d', 'skew', 'skewx', 'skewy',
    'perspective',
    'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
    'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient',
    'repeating-conic-gradient',
    'cubic-bezier', 'steps', 'linear',
    'circle', 'ellipse', 'inset', 'polygon', 'path', 'rect', 'xywh',
    'not', 'is', 'where', 'has', 'nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type', 'lang', 'dir',
    'local', 'format',
  ], // prettier-ignore
);

/** A function call as CSS tokenizes one: a name (ASCII letters, digits, `-`, `_`, or any non-ASCII) right before `(`. */
const FUNCTION_CALL = /([-\w\u0080-\u{10FFFF}]+)\(/gu;
/** After `url(`: a reference to a fragment of the same document, the only kind a logo may make. */
const FRAGMENT_ARGUMENT = /^[ \t\n\r\f]*['"]?#/;
const LOADING_WORDS = /@import|javascript:/i;
const COMMENT = /\/\*[\s\S]*?(\*\/|$)/g;

/**
 * Whether CSS text (a style sheet, a `style` attribute or a presentation attribute) may load anything from outside
 * the logo: an `@import`, a `url()` that names anything but a fragment (`#id`), or a function not known to be safe.
 * CSS escapes are decoded first, so `u\72l(`, `\75 rl(` and `@\69mport` are seen for what a browser reads. The text
 * is checked both with its comments and without them: neither a comment that splits a name nor one at the start of a
 * `url()` argument (which a browser reads as part of a relative URL) hides a reference, and reading too much into a
 * comment only ever refuses more.
 */
export function reachesOutside(css: string): boolean {
  const decoded = decodeCssEscapes(css);
  return hasReference(decoded) || hasReference(decoded.replace(COMMENT, ''));
}

function hasReference(css: string): boolean {
  if (LOADING_WORDS.test(css)) return true;
  for (const call of css.matchAll(FUNCTION_CALL)) {
    const name = call[1]!.toLowerCase();
    if (name === 'url') {
      if (!FRAGMENT_ARGUMENT.test(css.slice(call.index + call[0].length))) return true;
    } else if (!SAFE_FUNCTIONS.has(name)) return true;
  }
  return false;
}

/** Hex digits (1 to 6, then one optional whitespace), an escaped newline, any other escaped character, or a lone `\` at the end. */
const ESCAPE = /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S])|$)/g;
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * CSS text with its escapes replaced by what they stand for (CSS Syntax §4.3.7): a backslash and 1 to 6 hex digits
 * is that code point (U+FFFD for zero, a surrogate or past U+10FFFF), and one whitespace after the digits belongs to
 * the escape; a backslash before a newline is a string's line continuation (both go); before any other character it
 * is that character; at the end of the text it is U+FFFD.
 */
export function decodeCssEscapes(css: string): string {
  return css.replace(ESCAPE, (_escape, hex: string | undefined, newline: string | undefined, character: string | undefined) => {
    if (hex !== undefined) {
      const codePoint = Number.parseInt(hex, 16);
      return codePoint === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff
        ? REPLACEMENT_CHARACTER
        : String.fromCodePoint(codePoint);
    }
    if (newline !== undefined) return '';
    return character ?? REPLACEMENT_CHARACTER;
  });
}
