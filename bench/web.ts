import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startDevnetStack } from '../e2e/support/devnet-stack.js';
import { ensureWebBuild } from '../scripts/ensure-web-build.js';
import { resultsDir } from './fixture-files.js';

/** Debian's Chromium (CHROMIUM_PATH overrides it). */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The score every audited page must reach in every category, and the compressed JavaScript `/` may load (issue 18). */
const SCORE_GOAL = 95;
const INITIAL_JS_BUDGET = 150 * 1024;
/** Enough masterchain blocks for the lists and charts of the main page to have content. */
const MC_BLOCKS = 10;

type Category = (typeof CATEGORIES)[number];
type FormFactor = 'mobile' | 'desktop';

/** The metrics behind the performance score, printed so that a low score says where it comes from. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

interface PageAudit {
  scores: Record<Category, number>;
  metrics: string;
  /** Every script the page loaded while Lighthouse watched it, and those of them requested before its largest contentful paint. */
  scriptUrls: string[];
  initialScriptUrls: string[];
}

/**
 * `npm run bench -- web [mobile|desktop] [--runs=N]`: Lighthouse on Debian's Chromium against the whole stack on a
 * fresh devnet (`tvmscan start`), auditing the main page, a transaction page and an account page in both form factors
 * (or the one named), each N times (1 by default): the run of median performance counts, as Lighthouse advises, since
 * one run on a busy machine can be far off. Prints each page's performance, accessibility and best-practices scores
 * against the goal of 95, and the
 * JavaScript `/` loads, brotli-compressed as the server sends it: its initial part (in the first form factor audited), the scripts requested before the
 * page's largest contentful paint (what showing the first screen took), against the 150 KB budget, and all of it,
 * the code loaded once the page rests (the wallet) too.
 */
export async function runWebBench(args: string[]): Promise<void> {
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg === undefined ? 1 : readRuns(runsArg.slice('--runs='.length));
  const named = args.filter((arg) => arg !== runsArg);
  const formFactors = named.length > 0 ? named.map(readFormFactor) : (['mobile', 'desktop'] as const);
  ensureWebBuild();
  const workDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-bench-web-'));
  const stack = await startDevnetStack(path.join(workDir, 'data'), path.join(workDir, 'stack.log'), MC_BLOCKS);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const pages = await pagesToAudit(stack.url);
    // From the first form factor audited, mobile unless only desktop is named: on desktop the largest paint can come
    // after the page, at rest, has fetched the wallet's code, which is no part of what the first screen needs.
    let mainScripts: (Pick<PageAudit, 'scriptUrls' | 'initialScriptUrls'> & { formFactor: FormFactor }) | undefined;
    for (const formFactor of formFactors) {
      console.log(`\nLighthouse ${formFactor} (goal ≥ ${SCORE_GOAL} in each category${runs > 1 ? `; the median of ${runs} runs` : ''})`);
      console.log(`${'page'.padEnd(14)}${CATEGORIES.map((category) => category.padStart(16)).join('')}   metrics`);
      for (const [name, url] of Object.entries(pages)) {
        const audit = await medianAudit(runs, () => auditPage(name, url, chrome.port, formFactor));
        if (name === 'main' && mainScripts === undefined) mainScripts = { ...audit, formFactor };
        console.log(`${name.padEnd(14)}${CATEGORIES.map((category) => scoreCell(audit.scores[category])).join('')}   ${audit.metrics}`);
      }
    }
    if (mainScripts === undefined) throw new Error('the main page was not audited');
    const initialBytes = await brotliTransferSize(mainScripts.initialScriptUrls);
    const allBytes = await brotliTransferSize(mainScripts.scriptUrls);
    const ratio = initialBytes / INITIAL_JS_BUDGET;
    console.log(
      `\ninitial JavaScript of / (requested before its largest contentful paint, ${mainScripts.formFactor}): ${initialBytes.toLocaleString('en')} B brotli in ` +
        `${mainScripts.initialScriptUrls.length} files, ${(ratio * 100).toFixed(1)} % of the ${INITIAL_JS_BUDGET / 1024} KB budget` +
        `${ratio > 1 ? '  OVER BUDGET' : ''}`,
    );
    console.log(`all JavaScript / loaded until it rested: ${allBytes.toLocaleString('en')} B brotli in ${mainScripts.scriptUrls.length} files`);
  } finally {
    chrome.kill();
    await stack.process.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function readRuns(text: string): number {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs=${text}: give a whole number of runs, 1 or more`);
  return runs;
}

/** The audit of median performance among `runs` runs of `audit`; its report is the one kept in bench/results. */
async function medianAudit(runs: number, audit: () => Promise<PageAudit & { save: () => void }>): Promise<PageAudit> {
  const audits: (PageAudit & { save: () => void })[] = [];
  for (let run = 0; run < runs; run++) audits.push(await audit());
  audits.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = audits[Math.floor((audits.length - 1) / 2)]!;
  median.save();
  return median;
}

function readFormFactor(arg: string): FormFactor {
  if (arg === 'mobile' || arg === 'desktop') return arg;
  throw new Error(`unknown form factor '${arg}': give mobile, desktop or nothing for both`);
}

/** The main page, the newest transaction and its account. */
async function pagesToAudit(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/explorer/v1/transactions/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  });
  const { transactions } = ((await response.json()) as { data: { transactions: { hash: string; accountId: string }[] } }).data;
  const transaction = transactions[0];
  if (!transaction) throw new Error('the devnet stack has indexed no transaction to audit');
  return {
    main: `${base}/`,
    transaction: `${base}/transactions/${transaction.hash}`,
    account: `${base}/accounts/${transaction.accountId}`,
  };
}

/** Audits `url`; `save` keeps its whole report as bench/results/lighthouse-NAME-FORMFACTOR.json. */
async function auditPage(name: string, url: string, port: number, formFactor: FormFactor): Promise<PageAudit & { save: () => void }> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const metrics = METRICS.map(
    (metric) =>
      `${metric
        .split('-')
        .map((word) => word[0]!.toUpperCase())
        .join('')} ${lhr.audits[metric]?.displayValue ?? '?'}`,
  ).join(', ');
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const observed = (lhr.audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const lcp = observed?.observedLargestContentfulPaint ?? Infinity;
  return {
    scores: scores as Record<Category, number>,
    metrics,
    scriptUrls: scripts.map((item) => item.url),
    initialScriptUrls: scripts.filter((item) => (item.networkRequestTime ?? 0) < lcp).map((item) => item.url),
    save: () => {
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(path.join(resultsDir, `lighthouse-${name}-${formFactor}.json`), JSON.stringify(lhr, null, 1));
    },
  };
}

/** The fields of Lighthouse's network-requests items read here; times are in ms from the navigation's start. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

function scoreCell(score: number): string {
  return `${score}${score < SCORE_GOAL ? ' (!)' : ''}`.padStart(16);
}

/** The bytes the server sends for `urls` to a client that accepts brotli: Chromium offers it only over HTTPS. */
async function brotliTransferSize(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(compressedBodyBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

function compressedBodyBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('end', () => done(bytes));
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}
