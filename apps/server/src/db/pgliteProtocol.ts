// The messages between the server's thread and the database thread (pgliteThread.ts and
// pgliteWorker.ts). Only data crosses a thread, so parsers are named, not sent, and errors are
// copied field by field.

/**
 * The types drizzle reads as PostgreSQL's text (timestamp, timestamptz, interval, date, and
 * numeric[], timestamp[], timestamptz[], interval[], date[]): its PGlite driver passes an
 * identity parser for each with every query.
 */
export const TEXT_AS_IS_OIDS = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

/**
 * json and jsonb cross as PostgreSQL's text and are parsed on arrival: a thread's copy of a
 * parsed 7.7 MB sheet took twice as long to arrive (77 ms) as JSON.parse of its text (38 ms).
 */
export const JSON_OIDS = [114, 3802] as const;

/** A statement: outside any transaction (`tx` null) or inside the one the main thread began. */
export interface StatementRequest {
  kind: 'query' | 'exec';
  tx: number | null;
  text: string;
  params: unknown[];
  rowMode: 'object' | 'array';
  /** Whether the types of TEXT_AS_IS_OIDS come back as text, as drizzle asks. */
  textAsIs: boolean;
  paramTypes: number[] | undefined;
}

export type Request = { id: number } & (
  | StatementRequest
  | { kind: 'begin'; tx: number }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'listen'; listener: number; channel: string }
  | { kind: 'unlisten'; listener: number }
  | { kind: 'dump' }
  | { kind: 'close' }
);

export type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SentError }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: SentError }
  | { kind: 'notify'; listener: number; payload: string };

/** An error as it crosses: a structured clone keeps only the message of an Error. */
export interface SentError {
  name: string;
  message: string;
  stack: string | undefined;
  /** PGlite's DatabaseError fields (code, detail, constraint, table, ...), and `query`. */
  fields: Record<string, string | number | boolean>;
}

/** Copies what a thrown value says; of its own fields only the plain values (not `params`). */
export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again, with PGlite's fields where errors.ts and the logs look for them. */
export function receivedError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  if (sent.stack !== undefined) error.stack = `${sent.stack}\n    (in the database thread)`;
  return error;
}
