import { describe, expect, it } from 'vitest';
import { parseRichText, richTextToPlainText } from './parse.ts';
import type { Run } from './types.ts';

const plain: Omit<Run, 'text'> = {
  bold: false,
  italic: false,
  underline: false,
  baseline: 'normal',
  size: 'm',
};
const run = (text: string, format: Partial<Run> = {}): Run => ({ ...plain, text, ...format });

describe('parseRichText', () => {
  it('turns plain text into one paragraph and empty input into none', () => {
    expect(parseRichText('Example text')).toEqual([{ runs: [run('Example text')] }]);
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText('  \n ')).toEqual([]);
  });

  it('keeps paragraphs, including empty ones', () => {
    expect(parseRichText('<p>One</p>\n<p></p><p>Two</p>')).toEqual([
      { runs: [run('One')] },
      { runs: [] },
      { runs: [run('Two')] },
    ]);
  });

  it('nests bold inside italic and merges equal neighbours', () => {
    expect(parseRichText('<em>a <strong>b</strong></em><i> c</i><b><u>d</u></b>')).toEqual([
      {
        runs: [
          run('a ', { italic: true }),
          run('b', { italic: true, bold: true }),
          run(' c', { italic: true }),
          run('d', { bold: true, underline: true }),
        ],
      },
    ]);
  });

  it('reads sizes, colours, superscript and subscript; the innermost wins', () => {
    const html =
      '<span data-size="xxs">Disclaimer</span> <span data-size="XL" style="color: #F00">' +
      'big <span style="color:rgb(0, 128, 255)">blue</span></span>H<sub>2</sub>O<sup>1</sup>';
    expect(parseRichText(html)).toEqual([
      {
        runs: [
          run('Disclaimer', { size: 'xxs' }),
          run(' '),
          run('big ', { size: 'xl', color: '#ff0000' }),
          run('blue', { size: 'xl', color: '#0080ff' }),
          run('H'),
          run('2', { baseline: 'sub' }),
          run('O'),
          run('1', { baseline: 'super' }),
        ],
      },
    ]);
  });

  it('ignores invalid sizes and colours', () => {
    expect(
      parseRichText('<span data-size="huge" style="color:red;background:url(x)">x</span>'),
    ).toEqual([{ runs: [run('x')] }]);
  });

  it('makes <br> a newline in the run and trims spaces around it', () => {
    expect(parseRichText('<p>first <br/> <b>second</b><br>third</p>')).toEqual([
      { runs: [run('first\n'), run('second', { bold: true }), run('\nthird')] },
    ]);
  });

  it('ignores one trailing <br> per paragraph, as browsers do', () => {
    expect(parseRichText('<p>a<br></p><p>b<br><br></p><p><br></p>')).toEqual([
      { runs: [run('a')] },
      { runs: [run('b\n')] },
      { runs: [] },
    ]);
  });

  it('decodes entities and collapses whitespace like HTML', () => {
    expect(
      parseRichText(
        '<p>\n  Fish &amp;   chips &lt;3&nbsp;&nbsp;&euro;5 &#x2014;\t<b> hot </b> !\n</p>',
      ),
    ).toEqual([
      {
        runs: [run('Fish & chips <3\u00a0\u00a0€5 — '), run('hot ', { bold: true }), run('!')],
      },
    ]);
  });

  it('splits unknown block tags into paragraphs and unwraps unknown inline tags', () => {
    expect(parseRichText('<div>a <a href="x">link</a></div><ul><li>b</li></ul>')).toEqual([
      { runs: [run('a link')] },
      { runs: [run('b')] },
    ]);
  });
});

describe('richTextToPlainText', () => {
  it('joins paragraphs and breaks with newlines and drops markup', () => {
    expect(richTextToPlainText('<p><b>Winter</b> tyres</p><p>from 99&nbsp;€<br>per set</p>')).toBe(
      'Winter tyres\nfrom 99\u00a0€\nper set',
    );
  });
});
