/** A LIKE pattern for "contains this text", its '%', '_' and '\' searched for as written. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
