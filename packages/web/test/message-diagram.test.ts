import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../src/app/i18n/create-i18n.js';
import { layoutChainGraph } from '../src/features/message-diagram/chain-graph-layout.js';
import { chainGraph, messageNodeId, transactionNodeId } from '../src/features/message-diagram/chain-graph-model.js';
import { issueLabel, transactionIssue } from '../src/features/message-diagram/index.js';
import { hash, sampleTree, transaction } from './support/chain-fixtures.js';

describe('the message chain graph', () => {
  it('has a node per transaction and message, and edges along srcTransactionHash and dstTransactionHash', () => {
    const graph = chainGraph(sampleTree());
    expect(graph.nodes).toHaveLength(7);
    expect(graph.nodes.find((node) => node.kind === 'message' && node.isRoot)?.id).toBe(messageNodeId(hash(0x01)));
    expect(graph.edges.map((edge) => [edge.source, edge.target])).toEqual([
      [messageNodeId(hash(0x01)), transactionNodeId(hash(0x11))],
      [transactionNodeId(hash(0x11)), messageNodeId(hash(0x02))],
      [messageNodeId(hash(0x02)), transactionNodeId(hash(0x12))],
      [transactionNodeId(hash(0x11)), messageNodeId(hash(0x03))],
      [messageNodeId(hash(0x03)), transactionNodeId(hash(0x13))],
      [transactionNodeId(hash(0x11)), messageNodeId(hash(0x04))],
    ]);
  });

  it('draws no edge to a transaction outside the chain', () => {
    const tree = sampleTree();
    tree.transactions = tree.transactions.filter((tx) => tx.hash !== hash(0x12));
    const graph = chainGraph(tree);
    expect(graph.edges.some((edge) => edge.target === transactionNodeId(hash(0x12)))).toBe(false);
    expect(graph.nodes.some((node) => node.id === messageNodeId(hash(0x02)))).toBe(true);
  });

  it('lays every edge out left to right without overlapping nodes', () => {
    const placed = layoutChainGraph(chainGraph(sampleTree()));
    const byId = new Map(placed.map((entry) => [entry.node.id, entry]));
    for (const edge of chainGraph(sampleTree()).edges) {
      const source = byId.get(edge.source);
      const target = byId.get(edge.target);
      expect(source && target && source.x + source.width <= target.x).toBe(true);
    }
    for (const a of placed) {
      for (const b of placed) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.node.id} overlaps ${b.node.id}`).toBe(true);
      }
    }
  });
});

describe('transaction issues (spec 000 §4, §8)', () => {
  const i18n = createI18n('en');
  beforeAll(() => i18n.loadNamespaces('messageDiagram'));
  const label = (fields: Parameters<typeof transaction>[1]) =>
    issueLabel(transactionIssue(transaction(1, fields)), i18n.getFixedT('en', 'messageDiagram'), i18n.getFixedT('en'));

  it('labels a successful transaction as such', () => {
    expect(transactionIssue(transaction(1))).toBeNull();
    expect(label({})).toBe('Success');
  });

  it('labels an error by its exit code first, shown as the catalogue displays it', () => {
    expect(label({ aborted: true, exitCode: 60, resultCode: 37 })).toBe('Exit code 60: Wrong function id');
    expect(label({ aborted: true, exitCode: -14 })).toBe('Exit code 13: Out of gas (negative gas)');
    expect(label({ aborted: true, exitCode: 1234 })).toBe('Exit code 1234');
  });

  it('falls back to the result code, then to no data', () => {
    expect(label({ aborted: true, exitCode: 0, resultCode: 37 })).toBe('Result code 37: Insufficient balance');
    expect(label({ aborted: true, exitCode: null, resultCode: null })).toBe('no data');
  });

  it('makes an aborted transaction without exit code on an uninitialized account a warning', () => {
    expect(transactionIssue(transaction(1, { aborted: true, exitCode: null, origStatus: 'Uninit', endStatus: 'Uninit' }))).toEqual({
      kind: 'warning',
    });
    expect(label({ aborted: true, exitCode: null, origStatus: 'NonExist', endStatus: 'Uninit' })).toBe(
      'Receiving native currency with an uninitialized account',
    );
    expect(transactionIssue(transaction(1, { aborted: true, exitCode: 40, origStatus: 'Uninit' }))?.kind).toBe('error');
  });
});
