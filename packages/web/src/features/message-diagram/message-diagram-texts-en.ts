export const messageDiagramTextsEn = {
  label: 'Message chain diagram',
  transaction: 'Tx',
  event: 'Event',
  success: 'Success',
  uninitWarning: 'Receiving native currency with an uninitialized account',
  exitCode: 'Exit code {{code}}',
  resultCode: 'Result code {{code}}',
  truncated: 'The chain is longer than shown here; open a transaction or message near the edge to see further.',
  controls: {
    label: 'Diagram controls',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitView: 'Fit the diagram',
    nodeDescription: 'A transaction or message of the chain; its link opens its page.',
    edgeDescription: 'A message passing between transactions.',
  },
};
