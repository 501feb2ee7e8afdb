/** The wire's booleans are 1 and 0. */
export const bit = (value: boolean | null | undefined): 0 | 1 => (value ? 1 : 0);
