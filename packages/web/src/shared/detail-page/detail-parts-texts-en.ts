/** Texts of the parts every detail page shares. */
export const detailPartsTextsEn = {
  breadcrumbs: 'Breadcrumbs',
  copy: 'Copy',
  copyNamed: 'Copy {{name}}',
  copiedShort: 'Copied',
  copied: 'Copied to the clipboard',
  copyFailed: 'The clipboard is not available',
  bytes_one: '{{count}} byte',
  bytes_other: '{{count}} bytes',
  yes: 'Yes',
  no: 'No',
  prev: 'Prev',
  next: 'Next',
  paging: 'Pages',
};
