import { describe, expect, it } from 'vitest';
import { decodeCssEscapes } from '../src/assets/css-references.js';
import { sanitizeSvgLogo } from '../src/assets/svg-logo.js';

const svg = (body: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${body}<rect id="r" width="10" height="10"/></svg>`;
const EVIL = 'http://evil.example/t';

describe('the SVG logo sanitiser and CSS that reaches outside', () => {
  /** Each loads EVIL in a browser unless removed; the probe's two first, then variants of escapes, comments and functions. */
  const styleSheets: Record<string, string> = {
    'u\\72l( (the probe)': `rect{background:u\\72l(${EVIL})}`,
    '@\\69mport (the probe)': `@\\69mport "${EVIL}";`,
    '\\75 rl( (hex escape with the whitespace it consumes)': `rect{fill:\\75 rl(${EVIL})}`,
    '\\000075rl( (six hex digits)': `rect{fill:\\000075rl(${EVIL})}`,
    '\\75\\72\\6c( (every letter escaped)': `rect{fill:\\75\\72\\6c(${EVIL})}`,
    '\\55RL( (upper case)': `rect{fill:\\55RL(${EVIL})}`,
    'u\\rl( (an escaped letter that is no hex digit)': `rect{fill:u\\rl(${EVIL})}`,
    '\\75\\r\\nrl( (CRLF as the one whitespace)': `rect{fill:\\75\r\nrl(${EVIL})}`,
    'a comment opening the url argument': `rect{fill:url(/**/${EVIL})}`,
    'a comment inside a quoted url argument': `rect{fill:url(/* x */"${EVIL}")}`,
    'a comment before a fragment, which a browser reads as a relative URL': 'rect{fill:url(/**/#r) ; stroke: url(/evil.example/t)}',
    'image-set( with a bare string': `rect{background-image:image-set("${EVIL}" 1x)}`,
    '-webkit-image-set(': `rect{background-image:-webkit-image-set("${EVIL}" 1x)}`,
    'image-set( escaped': `rect{background-image:im\\61ge-set("${EVIL}" 1x)}`,
    'src( (CSS Values 4)': `rect{background-image:src("${EVIL}")}`,
    'image( (CSS Images 4)': `rect{background-image:image("${EVIL}")}`,
    'cross-fade(': `rect{background-image:cross-fade(url(#r), "${EVIL}")}`,
    'attr( as a URL': 'rect{background-image:attr(data-x url)}',
    '@import url(': `@import url(${EVIL});`,
    "@import ''": `@import '${EVIL}';`,
    '@IMPORT in capitals': `@IMPORT "${EVIL}";`,
    '@im\\port': `@im\\port "${EVIL}";`,
    '@\\49 MPORT': `@\\49 MPORT "${EVIL}";`,
    '@import with a comment before its URL': `@import/**/"${EVIL}";`,
    '@font-face src: url(': `@font-face{font-family:x;src:url(${EVIL})}`,
  };

  it.each(Object.keys(styleSheets))('drops a <style> with %s, and keeps the drawing', (name) => {
    const kept = sanitizeSvgLogo(svg(`<style>${styleSheets[name]}</style>`));
    expect(kept).toContain('<style/><rect id="r"');
  });

  it.each(Object.keys(styleSheets).filter((name) => !name.startsWith('@')))('drops a style="" with %s', (name) => {
    const declarations = styleSheets[name]!.replace(/^rect\{|\}$/g, '').replaceAll('"', "'");
    const kept = sanitizeSvgLogo(svg(`<circle r="1" style="${declarations}"/>`));
    expect(kept).not.toContain('evil.example');
    expect(kept).toContain('<circle r="1"/>');
  });

  it('drops a presentation attribute with an escaped url(', () => {
    const kept = sanitizeSvgLogo(svg(`<circle r="1" fill="u\\72l(${EVIL}#g)" mask="\\75 rl(${EVIL})"/>`));
    expect(kept).toContain('<circle r="1"/>');
  });

  it('judges a style sheet whole: a reference split by CDATA, an XML comment or an element is dropped', () => {
    for (const split of [`url<![CDATA[(${EVIL})]]>`, `url<!-- between -->(${EVIL})`, `u<g>rl(${EVIL})</g>`, `u<![CDATA[\\72]]>l(${EVIL})`]) {
      const kept = sanitizeSvgLogo(svg(`<style>rect{fill:${split}}</style>`));
      expect(kept, split).not.toContain('evil.example');
      expect(kept, split).not.toMatch(/<style>[^<]*rl\(/);
    }
  });

  it('keeps the style sheets logos are drawn with: classes, fragments, colours, transforms, media queries', () => {
    const sheet =
      '.cls-1{fill:url(#r);}.cls-2{fill:#fff;opacity:.5;mix-blend-mode:multiply}.cls\\-3{fill:rgb(1,2,3)}' +
      "g:not(.a) > rect:nth-child(2){filter:drop-shadow(0 0 1px hsl(0 0% 0% / .5));clip-path:url( '#r' )}" +
      '@media (prefers-color-scheme: dark){.cls-2{fill:color-mix(in srgb, #fff 50%, #000)}}' +
      "@font-face{font-family:Logo;src:local('Arial')}";
    const attributes = 'style="transform:rotate(45deg) translate(1px,2px) scale(calc(1 + .5))" transform="matrix(1 0 0 1 0 0)" fill="url(#r)"';
    const kept = sanitizeSvgLogo(svg(`<style>${sheet}</style><g class="cls-1" ${attributes}/>`));
    expect(kept).toContain(`<style>${sheet.replace('>', '&gt;')}</style>`);
    expect(kept).toContain(`<g class="cls-1" ${attributes}/>`);
  });
});

describe('CSS escapes are decoded as CSS Syntax §4.3.7 says', () => {
  it.each([
    ['u\\72l', 'url'],
    ['\\75 rl', 'url'],
    ['\\75\trl', 'url'],
    ['\\75\r\nrl', 'url'],
    ['\\75  rl', 'u rl'],
    ['\\000075rl', 'url'],
    ['\\0000751', 'u1'],
    ['\\1F600', '\u{1F600}'],
    ['\\0', '\uFFFD'],
    ['\\D800', '\uFFFD'],
    ['\\110000', '\uFFFD'],
    ['\\"\\(\\\\', '"(\\'],
    ['a\\\nb', 'ab'],
    ['end\\', 'end\uFFFD'],
  ])('%j reads %j', (escaped, decoded) => {
    expect(decodeCssEscapes(escaped)).toBe(decoded);
  });
});
