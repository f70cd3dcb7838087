/** A request the server answered with an error status; `message` is the server's own text. */
export class ApiError extends Error {
  readonly status: number;
  /** The problem type (problem+json `type`), where the server names the kind of refusal. */
  readonly problemType: string | undefined;

  constructor(status: number, message: string, problemType?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problemType = problemType;
  }
}

/** The problem type of an error body, if it has one. */
export function problemTypeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const type = (body as Record<string, unknown>).type;
  return typeof type === 'string' ? type : undefined;
}

function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The human message of an error body: Hydra (`hydra:description`, `hydra:title`),
 * problem+json (`detail`, `title`) or a plain `{ message }`; a text body is used as it is.
 */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body.trim() || fallback;
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  return (
    stringField(record, 'hydra:description') ??
    stringField(record, 'detail') ??
    stringField(record, 'message') ??
    stringField(record, 'hydra:title') ??
    stringField(record, 'title') ??
    fallback
  );
}
