import { describe, expect, it } from 'vitest';
import { locateJsonError } from './jsonError.ts';

describe('locateJsonError', () => {
  it('returns undefined for valid JSON', () => {
    expect(locateJsonError('{"a": [1, -2.5e3, "x\\n\\u00e9", true, null, {}]}')).toBeUndefined();
  });

  it('finds a stray bracket with line and column', () => {
    expect(locateJsonError('{\n  "a": [}\n}')).toEqual({
      offset: 10,
      line: 2,
      column: 9,
      found: '"}"',
    });
  });

  it('finds a trailing comma, a missing quote and a truncated document', () => {
    expect(locateJsonError('[1, 2,]')?.column).toBe(7);
    expect(locateJsonError("{'a': 1}")).toMatchObject({ offset: 1, found: '"\'"' });
    expect(locateJsonError('{"a": ')).toMatchObject({ offset: 6, found: 'end of input' });
    expect(locateJsonError('{} x')).toMatchObject({ offset: 3, found: '"x"' });
  });
});
