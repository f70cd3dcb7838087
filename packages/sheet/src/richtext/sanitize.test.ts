import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed subset, normalizing b and i', () => {
    const html =
      '<p><b>Bold</b> <i>it</i> <u>u</u> x<sup>2</sup> H<sub>2</sub>O<br>' +
      '<span data-size="xxs" style="color:#00FF00">tiny</span></p><p></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p><strong>Bold</strong> <em>it</em> <u>u</u> x<sup>2</sup> H<sub>2</sub>O<br>' +
        '<span data-size="xxs" style="color:#00ff00">tiny</span></p><p></p>',
    );
  });

  it('keeps CMYK colours, from style or from the editor’s data-color, in the stored form', () => {
    expect(sanitizeRichText('<p><span style="color:cmyk(0, 81, 81, 30)">a</span></p>')).toBe(
      '<p><span style="color:device-cmyk(0 0.81 0.81 0.3)">a</span></p>',
    );
    expect(
      sanitizeRichText(
        '<p><span data-color="device-cmyk(1 0 1 0)" style="color:#00ff00">a</span></p>',
      ),
    ).toBe('<p><span style="color:device-cmyk(1 0 1 0)">a</span></p>');
    expect(
      sanitizeRichText('<p><span data-color="url(x)" style="color:#00ff00">a</span></p>'),
    ).toBe('<p><span style="color:#00ff00">a</span></p>');
  });

  it('removes script, style and iframe together with their content', () => {
    expect(
      sanitizeRichText(
        '<p>a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x"><b>d</b></iframe>e</p>',
      ),
    ).toBe('<p>abce</p>');
  });

  it('removes event attributes and javascript: URLs', () => {
    expect(
      sanitizeRichText(
        '<strong onclick="steal()">x</strong><a href="javascript:alert(1)" onmouseover="y">link</a>' +
          '<span style="color:#123456;background:url(javascript:alert(1))" onload="z">c</span>',
      ),
    ).toBe('<strong>x</strong>link<span style="color:#123456">c</span>');
  });

  it('unwraps unknown tags, keeping their text, and drops images', () => {
    expect(
      sanitizeRichText(
        '<font color="red">Hello</font> <img src=x onerror=alert(1)><blink>!</blink>',
      ),
    ).toBe('Hello !');
  });

  it('turns block tags into paragraphs', () => {
    expect(sanitizeRichText('intro<div>a</div><h1>b</h1>')).toBe('<p>intro</p><p>a</p><p>b</p>');
  });

  it('drops spans without a valid size or colour and nested duplicates', () => {
    expect(sanitizeRichText('<span class="x" data-size="mega">a</span><b><b>b</b></b>')).toBe(
      'a<strong>b</strong>',
    );
  });

  it('escapes text and repairs nesting', () => {
    expect(sanitizeRichText('&lt;script&gt; 1 &amp; 2 <b>x<i>y</b>z</i>')).toBe(
      '&lt;script&gt; 1 &amp; 2 <strong>x<em>y</em></strong>z',
    );
  });

  it('keeps formatting across a line break within one tag', () => {
    expect(sanitizeRichText('<b>a<br>b</b>')).toBe('<strong>a<br>b</strong>');
  });

  it('is idempotent', () => {
    const once = sanitizeRichText(
      '<div><B>x</B><SPAN DATA-SIZE="l" STYLE="color:#abc">y<br/></span></div><p>&quot;q&quot;</p>',
    );
    expect(once).toBe(
      '<p><strong>x</strong><span data-size="l" style="color:#aabbcc">y<br></span></p><p>&quot;q&quot;</p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });
});
