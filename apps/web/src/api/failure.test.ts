import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureOf } from './failure';

describe('failureOf', () => {
  it('calls a request nothing answered offline, and a proxy without its server too', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('offline');
    expect(failureOf(new ApiError(502, 'Bad Gateway'))).toBe('offline');
    expect(failureOf(new ApiError(503, 'Service Unavailable'))).toBe('offline');
  });

  it('calls a 401 an ended session', () => {
    expect(failureOf(new ApiError(401, 'Please log in to continue.'))).toBe('session');
  });

  it('calls any other answer a refusal', () => {
    expect(failureOf(new ApiError(400, 'The name is missing.'))).toBe('refused');
    expect(failureOf(new ApiError(500, 'Internal Server Error'))).toBe('refused');
    expect(failureOf(new Error('parse'))).toBe('refused');
  });
});
