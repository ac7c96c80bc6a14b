import dagre from '@dagrejs/dagre';
import type { ChainGraph, ChainNode } from './chain-graph-model.js';

/** Room for each node's lines at the diagram's type size (13 px): four for a transaction, two for a message. */
export const NODE_SIZE = {
  transaction: { width: 280, height: 100 },
  message: { width: 200, height: 60 },
} as const;

export interface Placed {
  node: ChainNode;
  /** The top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Places the chain's nodes left to right, creators before what they created (a layered dagre layout). */
export function layoutChainGraph(graph: ChainGraph): Placed[] {
  const layout = new dagre.graphlib.Graph();
  layout.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 56, marginx: 16, marginy: 16 });
  layout.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) layout.setNode(node.id, { ...NODE_SIZE[node.kind] });
  for (const edge of graph.edges) layout.setEdge(edge.source, edge.target);
  dagre.layout(layout);
  return graph.nodes.map((node) => {
    const { x, y, width, height } = layout.node(node.id) as { x: number; y: number; width: number; height: number };
    return { node, x: x - width / 2, y: y - height / 2, width, height };
  });
}
