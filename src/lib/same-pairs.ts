/** Whether two lists of [name, value] pairs (a page's or an answer's headers) are the same, in the same order. */
export const samePairs = (a: ReadonlyArray<readonly [string, string]>, b: ReadonlyArray<readonly [string, string]>): boolean =>
  a.length === b.length && a.every(([name, value], i) => b[i][0] === name && b[i][1] === value);
