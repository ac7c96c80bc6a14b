import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { explorerApi } from './support/explorer-api.js';
import { saveScreenshot } from './support/screenshots.js';
import { expect, test } from './support/test.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WIDTHS = [1440, 390];
/** The smallest type the diagram's labels may be drawn at, in CSS pixels on the screen. */
const MIN_TYPE_PX = 12;

/** A successful TIP-3 transfer among the devnet's latest transactions whose trace took several hops (wallet, token wallets, owner). */
async function multiHopTransfer(request: APIRequestContext): Promise<{ hash: string; symbol: string }> {
  let found: { hash: string; symbol: string } | undefined;
  await expect(async () => {
    const { transactions } = await explorerApi<{ transactions: { hash: string }[] }>(request, '/transactions/list', { limit: 100 });
    const { actions } = await explorerApi<{
      actions: { transactionHash: string; type: string; success: boolean; token: { standard: string; symbol: string } | null }[];
    }>(request, '/actions/by_transactions', { hashes: transactions.map((transaction) => transaction.hash) });
    for (const action of actions.filter(
      (candidate) => candidate.type === 'TokenTransfer' && candidate.success && candidate.token?.standard === 'Tip3',
    )) {
      const { trace } = await explorerApi<{ trace: { transactionCount: number } }>(request, '/traces/by_transaction', { id: action.transactionHash });
      if (trace.transactionCount >= 3) found = { hash: action.transactionHash, symbol: action.token!.symbol };
    }
    expect(found, 'a TIP-3 transfer of three or more transactions among the latest 100').toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'a laid-out element').not.toBeNull();
  return box!;
}

/** Every label of every node: its box, the box of its node, and its type size as drawn (font size times the diagram's zoom). */
async function nodeLabels(page: Page, graph: Locator) {
  const zoom = await graph.locator('.react-flow__viewport').evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
  const labels: { text: string; box: Box; node: number; typePx: number }[] = [];
  const nodes = graph.locator('.react-flow__node');
  const nodeBoxes: Box[] = [];
  for (let index = 0; index < (await nodes.count()); index++) {
    const node = nodes.nth(index);
    nodeBoxes.push(await boxOf(node));
    const lines = node.locator(':scope > div > a, :scope > div > span');
    for (let line = 0; line < (await lines.count()); line++) {
      const label = lines.nth(line);
      const fontPx = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      labels.push({ text: (await label.textContent()) ?? '', box: await boxOf(label), node: index, typePx: fontPx * zoom });
    }
  }
  return { labels, nodeBoxes };
}

test('the trace diagram of a multi-hop TIP-3 transfer labels each transaction with its action and account, readable and without overlaps', async ({
  page,
  request,
}) => {
  const transfer = await multiHopTransfer(request);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/transactions/${transfer.hash}/diagram`);
    const graph = page.getByRole('figure', { name: 'Message chain diagram' });
    // It opens on the transaction the page is about, whose action names the token, within the diagram's frame.
    const own = graph.locator('.react-flow__node', { has: page.locator(`a[href="/transactions/${transfer.hash}"]`) });
    await expect(own.getByText(new RegExp(transfer.symbol))).toBeVisible();
    expect(inside(await boxOf(own), await boxOf(graph)), `its node is in the frame at ${width} px`).toBe(true);
    const { labels, nodeBoxes } = await nodeLabels(page, graph);
    expect(nodeBoxes.length, 'the trace has several transactions and messages').toBeGreaterThanOrEqual(5);
    for (const label of labels) {
      expect(label.typePx, `"${label.text}" drawn at a readable size at ${width} px`).toBeGreaterThanOrEqual(MIN_TYPE_PX);
      expect(inside(label.box, nodeBoxes[label.node]!), `"${label.text}" stays inside its node at ${width} px`).toBe(true);
    }
    for (let first = 0; first < labels.length; first++) {
      for (let second = first + 1; second < labels.length; second++) {
        const [a, b] = [labels[first]!, labels[second]!];
        expect(intersects(a.box, b.box), `"${a.text}" and "${b.text}" overlap at ${width} px`).toBe(false);
      }
    }
    await saveScreenshot(page, `trace-diagram-${width}`);
  }
});
