/** A LIKE pattern that finds `term` anywhere: %, _ and \ in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
