/** A LIKE pattern that finds `term` anywhere: %, _ and \ in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** A LIKE pattern that finds values starting with `term`, escaped as containsPattern. */
export function startsWithPattern(term: string): string {
  return `${containsPattern(term).slice(1)}`;
}
