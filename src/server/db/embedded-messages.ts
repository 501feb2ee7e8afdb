/**
 * What server processes and the process that hosts the embedded database say to each other
 * (issue 16: several server processes on one PGlite). The host runs every statement on its PGlite;
 * a transaction holds PGlite for its owner until the owner ends it, as it does in one process.
 */

/** A statement: `keep` lists the type OIDs whose values come back as text (Drizzle keeps dates as strings). */
export interface QueryAsk {
  op: 'query';
  text: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  keep: number[];
  /** the transaction it belongs to, if any */
  tx?: number;
}
export type Ask = QueryAsk | { op: 'dump' } | { op: 'begin' } | { op: 'end'; tx: number; commit: boolean } | { op: 'listen'; channel: string } | { op: 'unlisten'; channel: string };

/** process -> host */
export interface Request {
  kind: 'embedded-db';
  id: number;
  ask: Ask;
}

export interface ErrorFields {
  message: string;
  [field: string]: unknown;
}

/** host -> process: an answer to a request, or a notification on a channel the process listens to */
export type Reply =
  | { kind: 'embedded-db-reply'; id: number; result: unknown }
  | { kind: 'embedded-db-reply'; id: number; error: ErrorFields }
  | { kind: 'embedded-db-notify'; channel: string; payload: string };

export const isRequest = (message: unknown): message is Request => (message as Request | null)?.kind === 'embedded-db';
export const isReply = (message: unknown): message is Reply => typeof (message as Reply | null)?.kind === 'string' && (message as Reply).kind.startsWith('embedded-db-');

/** An error's message and its own fields (SQLSTATE `code`, `detail`, `constraint`...), which cross as plain data. */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/** The error again, on this side: an Error with the same message and fields. */
export function errorFrom(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === 'string') error.name = name;
  return error;
}
