/** One sample line of a scrape: its series name, labels and value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface Scrape {
  /** Each family's declared type (counter, gauge, histogram, …), by its name. */
  readonly types: ReadonlyMap<string, string>;
  readonly samples: readonly Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
const VALUE = /^(?:[+-]?(?:\d+\.?\d*(?:e[+-]?\d+)?|\.\d+)|[+-]Inf|NaN)$/i;
/** The sample names a family of each type writes, besides its own name. */
const SUFFIXES: Readonly<Record<string, readonly string[]>> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] };

/**
 * Reads Prometheus' text exposition format (version 0.0.4) strictly: every line a HELP or TYPE comment or a sample
 * of a declared family, every label quoted, no series twice; anything else throws, naming the line.
 */
export function parsePrometheusText(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const seen = new Set<string>();
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string) => new Error(`line ${index + 1} ${why}: ${line}`);
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      if (types.has(type[1]!)) throw fail('declares a family twice');
      types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw fail('is neither a comment nor a sample');
    const [, name = '', labelText = '', valueText = ''] = match;
    if (!VALUE.test(valueText)) throw fail('has no number for its value');
    if (familyOf(name, types) === undefined) throw fail('samples a family no TYPE line declared');
    const series = `${name}{${labelText}}`;
    if (seen.has(series)) throw fail('repeats a series');
    seen.add(series);
    samples.push({ name, labels: parseLabels(labelText, fail), value: Number(valueText) });
  }
  return { types, samples };
}

function familyOf(name: string, types: ReadonlyMap<string, string>): string | undefined {
  if (types.has(name)) return name;
  for (const [family, type] of types) {
    if ((SUFFIXES[type] ?? []).some((suffix) => name === family + suffix)) return family;
  }
  return undefined;
}

function parseLabels(text: string, fail: (why: string) => Error): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw fail('has a malformed label');
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped));
  }
  return labels;
}

/** The samples of a series name whose labels include `labels`. */
export function samplesOf(scrape: Scrape, name: string, labels: Readonly<Record<string, string>> = {}): Sample[] {
  return scrape.samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
}

/** The one value of a series, or undefined when the scrape has none. */
export function valueOf(scrape: Scrape, name: string, labels: Readonly<Record<string, string>> = {}): number | undefined {
  const found = samplesOf(scrape, name, labels);
  if (found.length > 1) throw new Error(`${name} has ${found.length} series matching ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
