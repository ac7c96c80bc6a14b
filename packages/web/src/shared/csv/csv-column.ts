export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
  /**
   * Text that comes from outside the chain's fixed formats (method and contract names): cells starting like a
   * spreadsheet formula are escaped. Addresses such as '-1:…' and negative amounts are never free text.
   */
  freeText?: boolean;
}
