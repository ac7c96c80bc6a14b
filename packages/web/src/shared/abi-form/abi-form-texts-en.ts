/** The texts of the contract forms' fields (spec 001 §3 field kinds), shared by the executor and the initial-data form. */
export const abiFormTextsEn = {
  addItem: 'Add item',
  addEntry: 'Add entry',
  remove: 'Remove',
  key: 'Key',
  value: 'Value',
  item: 'Item {{index}}',
  empty: 'Empty',
  noMapTypes: 'The ABI does not give this map its key and value types, so it cannot be filled in.',
  problems: {
    notNumber: '{{field}}: enter a whole number (decimal, or hex after 0x)',
    negative: '{{field}}: this number cannot be negative',
    notAddress: '{{field}}: Wrong address',
    notPublicKey: '{{field}}: a public key is 64 hex digits',
    notBase64: '{{field}}: enter base64 (a BOC for a cell)',
    noMapTypes: '{{field}}: the ABI does not give this map its key and value types',
  },
};
