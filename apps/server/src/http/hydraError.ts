import type { FastifyReply } from 'fastify';

/** The JSON-LD media type of every API answer, errors included (API Platform's convention). */
export const JSON_LD = 'application/ld+json; charset=utf-8';

export interface HydraError {
  '@context': '/api/contexts/Error';
  '@type': 'hydra:Error';
  'hydra:title': string;
  'hydra:description': string;
  /** The same message under problem+json names, for clients that read those. */
  title: string;
  detail: string;
  status: number;
  /** problem+json's type, where a client acts on the kind of refusal. */
  type?: string;
}

/**
 * The one place error bodies are shaped. `description` is what a person reads, so it must be
 * a sentence they understand, never a stack trace or an internal name.
 */
export function hydraError(status: number, description: string, type?: string): HydraError {
  const title = 'An error occurred';
  return {
    ...(type ? { type } : {}),
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
    title,
    detail: description,
    status,
  };
}

export function sendHydraError(
  reply: FastifyReply,
  status: number,
  description: string,
  type?: string,
) {
  return reply
    .code(status)
    .type(JSON_LD)
    .send(hydraError(status, description, type));
}
