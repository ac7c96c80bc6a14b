import { Background, Controls, MarkerType, ReactFlow } from '@xyflow/react';
import type { Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../shared/theme/theme-context.js';
import { chainGraph, messageNodeId, transactionNodeId } from './chain-graph-model.js';
import { layoutChainGraph } from './chain-graph-layout.js';
import { chainNodeTypes } from './chain-graph-nodes.js';
import type { MessageNodeType, TransactionNodeType } from './chain-graph-nodes.js';
import type { MessageTree } from './message-tree.js';
import styles from './message-diagram.module.css';

/**
 * The chain laid out by dagre and drawn by React Flow: pannable, zoomable, every node a link to its page, each
 * transaction labelled with its action (`actionLines`, by hash). It opens at full size, so that its labels stay
 * readable on a phone, centred on the transaction that consumed `focusMessageHash` (else on that message): the rest
 * of a chain wider than the screen is panned to.
 */
export function ChainGraphView({
  tree,
  actionLines,
  focusMessageHash,
}: {
  tree: MessageTree;
  actionLines: ReadonlyMap<string, string>;
  focusMessageHash: string;
}) {
  const { t } = useTranslation('messageDiagram');
  const { theme } = useTheme();
  const { nodes, edges } = useMemo(() => {
    const graph = chainGraph(tree);
    const placed = layoutChainGraph(graph);
    const flowNodes = placed.map(({ node, x, y, width, height }): TransactionNodeType | MessageNodeType =>
      node.kind === 'transaction'
        ? {
            id: node.id,
            type: 'transaction',
            position: { x, y },
            width,
            height,
            data: { transaction: node.transaction, action: actionLines.get(node.transaction.hash) ?? null },
          }
        : { id: node.id, type: 'message', position: { x, y }, width, height, data: { message: node.message, isRoot: node.isRoot } },
    );
    const flowEdges = graph.edges.map((edge): Edge => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      markerEnd: { type: MarkerType.ArrowClosed },
    }));
    return { nodes: flowNodes, edges: flowEdges };
  }, [tree, actionLines]);
  const focus = useMemo(() => focusNodeId(tree, focusMessageHash), [tree, focusMessageHash]);
  const ariaLabels = useMemo(
    () => ({
      'controls.ariaLabel': t('controls.label'),
      'controls.zoomIn.ariaLabel': t('controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('controls.zoomOut'),
      'controls.fitView.ariaLabel': t('controls.fitView'),
      'node.a11yDescription.default': t('controls.nodeDescription'),
      'edge.a11yDescription.default': t('controls.edgeDescription'),
    }),
    [t],
  );
  return (
    <div className={styles.canvas} role="figure" aria-label={t('label')}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={chainNodeTypes}
        colorMode={theme}
        ariaLabelConfig={ariaLabels}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        fitView
        fitViewOptions={{ nodes: [{ id: focus }], padding: 0.1, minZoom: 1, maxZoom: 1 }}
        minZoom={0.1}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}

/** The node the diagram opens on: the transaction that consumed the message, when the chain holds it, else the message. */
function focusNodeId(tree: MessageTree, messageHash: string): string {
  const consumer = tree.messages.find((message) => message.messageHash === messageHash)?.dstTransactionHash;
  return consumer && tree.transactions.some((transaction) => transaction.hash === consumer)
    ? transactionNodeId(consumer)
    : messageNodeId(messageHash);
}
