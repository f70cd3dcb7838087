/** Where JSON text first goes wrong: a 0-based offset and 1-based line and column. */
export interface JsonErrorLocation {
  offset: number;
  line: number;
  column: number;
  /** What was found there: `'}'` or `end of input`. */
  found: string;
}

class Stop {
  constructor(readonly offset: number) {}
}

/**
 * Scans JSON text for its first syntax error. JS engines word and place JSON errors
 * differently (V8 often names no position), so we locate it ourselves. Undefined if valid.
 */
export function locateJsonError(text: string): JsonErrorLocation | undefined {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const ws = () => {
    while (/[ \t\n\r]/.test(text[i] ?? '')) i++;
  };
  const expect = (char: string) => {
    if (text[i] !== char) fail();
    i++;
  };
  const string = () => {
    expect('"');
    while (text[i] !== '"') {
      const c = text[i];
      if (c === undefined || c < ' ') fail();
      if (c === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    i++;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match?.[0].length ?? 0;
  };
  const list = (close: string, item: () => void) => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === close) break;
      expect(',');
      ws();
    }
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      list('}', () => {
        string();
        ws();
        expect(':');
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else {
      const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
      if (word === undefined) fail();
      i += word?.length ?? 0;
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.offset);
    const char = text[error.offset];
    return {
      offset: error.offset,
      line: before.split('\n').length,
      column: error.offset - before.lastIndexOf('\n'),
      found: char === undefined ? 'end of input' : JSON.stringify(char),
    };
  }
}
