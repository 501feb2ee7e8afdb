/** Lenient wire field readers the domain readers share (zod/mini): optional flags, texts and numbers. */
import * as z from 'zod/mini';

/** 1/0, true/false or '1'/'0' */
export const flag = z.optional(z.union([z.number(), z.boolean(), z.string()]));
export const text = z.optional(z.nullable(z.string()));
export const num = z.optional(z.nullable(z.number()));
/** a money amount, as a number or the numeric string some backends send */
export const amount = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));
/** 1, true, '1' and 'true' are yes */
export const yes = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
