import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '../src');
const THEME_SHEET = readFileSync(join(SOURCE, 'app/styles/global.css'), 'utf8');
/** WCAG 2.1 AA for normal text. */
const TEXT_CONTRAST = 4.5;
/** The backgrounds text is written on. */
const BACKGROUNDS = ['--bg', '--surface', '--surface-raised', '--surface-hover'];

/** A theme's custom properties, from its block of global.css. */
function themeColors(selector: string): Map<string, string> {
  const start = THEME_SHEET.indexOf(`${selector} {`);
  const block = THEME_SHEET.slice(start, THEME_SHEET.indexOf('}', start));
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const THEMES = { light: themeColors(":root[data-theme='light']"), dark: themeColors(":root[data-theme='dark']") };

describe.each(Object.entries(THEMES))('the %s theme', (_, colors) => {
  const color = (name: string) => colors.get(name) ?? expect.fail(`${name} is not set`);

  it("writes a danger button's label at 4.5:1 at least", () => {
    expect(contrast(color('--danger'), color('--danger-contrast'))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  // --positive is written only mixed with --text (status badges), so it is not among them.
  it.each(['--danger', '--warning', '--text-muted', '--accent'])('writes %s text at 4.5:1 at least on every background', (name) => {
    const ratios = BACKGROUNDS.map((background) => [background, Number(contrast(color(name), color(background)).toFixed(2))]);
    expect(ratios.filter(([, ratio]) => (ratio as number) < TEXT_CONTRAST)).toEqual([]);
  });
});

/** A colour written out rather than taken from the theme: hex, rgb()/hsl() or a colour keyword. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|:\s*(?:white|black|red|green|blue|orange|yellow|gray|grey)\s*;/i;

describe("the components' style sheets", () => {
  it('take every colour from the theme', () => {
    const sheets = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.module.css'));
    expect(sheets.length).toBeGreaterThan(20);
    const literals = sheets.flatMap((path) =>
      readFileSync(join(SOURCE, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => (COLOUR_LITERAL.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(literals).toEqual([]);
  });
});
