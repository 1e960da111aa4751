/**
 * Forms with repeated rows post each field as `<list>.<row>.<field>` ('variants.1.price'). The
 * rows are read back in row order, each keeping its own number so a refusal names its field.
 */

/** A posted form's text fields; a name sent more than once keeps every value. */
export type PostedFields = Record<string, string | string[] | undefined>;

export const firstValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export function postedRows<Field extends string>(
  fields: PostedFields,
  list: string,
  names: readonly Field[],
): { indices: number[]; rows: Partial<Record<Field, string>>[] } {
  const pattern = new RegExp(`^${list}\\.(0|[1-9]\\d{0,3})\\.(${names.join('|')})$`);
  const rows = new Map<number, Partial<Record<Field, string>>>();
  for (const [name, value] of Object.entries(fields)) {
    const match = pattern.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const row: Partial<Record<Field, string>> = rows.get(index) ?? {};
    row[match[2] as Field] = firstValue(value);
    rows.set(index, row);
  }
  const indices = [...rows.keys()].sort((a, b) => a - b);
  return { indices, rows: indices.map((index) => rows.get(index) ?? {}) };
}
