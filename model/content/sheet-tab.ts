import type { z } from "zod";

/**
 * A tab of the owner's spreadsheet (one CSV file in content/): the schema of a
 * row, the columns without which no row can be read, the columns that fall
 * back to their default when malformed (the row is kept and the problem
 * reported), and the column whose value must be unique.
 */
export type SheetTab<Row> = {
  name: string;
  file: string;
  schema: z.ZodType<Row>;
  columns: readonly string[];
  required: readonly string[];
  soft: readonly string[];
  unique?: string;
};

/** A tab named `name` (file `name.csv`) whose columns are the schema's keys. */
export function sheetTab<Row>(
  name: string,
  schema: z.ZodObject & z.ZodType<Row>,
  options: { required: string[]; soft?: string[]; unique?: string },
): SheetTab<Row> {
  return { name, file: `${name}.csv`, schema, columns: Object.keys(schema.shape), soft: [], ...options };
}
