/** An error whose message is meant for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A problem type (problem+json `type`) for clients that act on the kind of refusal. */
    readonly problemType?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Logged in, but not allowed (SPEC section 6's refusals). */
export const forbidden = (message: string) => new HttpError(403, message);

/** Missing, or hidden from this user: the two must look the same. */
export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);

export const conflict = (message: string, problemType?: string) =>
  new HttpError(409, message, problemType);

export const badRequest = (message: string) => new HttpError(400, message);
