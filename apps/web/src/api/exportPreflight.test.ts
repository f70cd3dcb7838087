import { describe, expect, it } from 'vitest';
import { parsePreflight } from './exports';

describe('parsePreflight', () => {
  it('reads the X-Preflight header, escaped names included', () => {
    const header =
      '{"errors":1,"warnings":0,"findings":[{"check":"overflow","severity":"error","overflowHeight":3,' +
      '"page":0,"elementId":2,"elementName":"H\\u00e4ndler","elementType":"p"}]}';
    expect(parsePreflight(header)).toEqual({
      errors: 1,
      warnings: 0,
      findings: [expect.objectContaining({ elementName: 'Händler', check: 'overflow' })],
    });
  });

  it('never fails a download over a missing or broken report', () => {
    expect(parsePreflight(null)).toBeNull();
    expect(parsePreflight('{"errors":')).toBeNull();
    expect(parsePreflight('{"findings":[]}')).toBeNull();
    expect(parsePreflight('{"errors":0,"warnings":2}')).toEqual({
      errors: 0,
      warnings: 2,
      findings: [],
    });
  });
});
