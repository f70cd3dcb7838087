/** A request the server answered with an error status; `message` is the server's own text. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
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
