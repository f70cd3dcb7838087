import { describe, expect, it } from 'vitest';
import { decodeCss, isDangerous } from './safeCss.ts';
import { sanitizeSvg } from './svgSanitizer.ts';

const EXTERNAL = 'https://tracker.example.com/a';

describe('sanitizeSvg', () => {
  it('keeps drawing and internal references, drops the rest', () => {
    const result = sanitizeSvg(
      '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="fill:url(https://x.example/a.svg)"/><use href="#g"/><use href="https://x.example/s.svg#a"/><set attributeName="href" to="javascript:alert(1)"/><style>@import url(https://x.example/a.css); rect{fill:url(#g)}</style></svg>',
    );
    expect(result?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect><use href="#g"></use><use></use><style> rect{fill:url(#g)}</style></svg>',
    );
    expect(result?.removed).toEqual(['<set>', 'href', 'style']);
    expect(sanitizeSvg('<html><svg/></html>')).toBeNull();
  });

  // Every way of writing url( and @import that a browser reads as one.
  const urls = [
    `url(${EXTERNAL})`,
    `URL(${EXTERNAL})`,
    `Url( "${EXTERNAL}" )`,
    `url\t(${EXTERNAL})`,
    `u\\72l(${EXTERNAL})`,
    `u\\000072 l(${EXTERNAL})`,
    `\\75\\52\\4c(${EXTERNAL})`,
    `u\\rl(${EXTERNAL})`,
    `u/**/rl(${EXTERNAL})`,
    `u/* a comment */\\72/**/l(${EXTERNAL})`,
    `u\\5c 72l(${EXTERNAL})`,
    `u/\\2a*/rl(${EXTERNAL})`,
    `image-set("${EXTERNAL}" 1x)`,
    `-webkit-image-set("${EXTERNAL}" 1x)`,
    `i\\6d age-set("${EXTERNAL}" 1x)`,
    `src("${EXTERNAL}")`,
    `expression(alert(1))`,
    `e\\78pression(alert(1))`,
    `url(#ok) url(${EXTERNAL})`,
    `url(#ok`,
  ];

  it.each(urls)('drops fill: %s from a style attribute, keeping the safe declarations', (value) => {
    const result = sanitizeSvg(`<svg><rect style='stroke:red; fill:${value}; opacity:.5'/></svg>`);
    expect(result?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="stroke:red; opacity:.5"></rect></svg>',
    );
    expect(result?.removed).toEqual(['style']);
  });

  it.each(urls)('drops the presentation attribute fill="%s"', (value) => {
    const result = sanitizeSvg(`<svg><rect width="10" fill='${value}'/></svg>`);
    expect(result?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10"></rect></svg>',
    );
    expect(result?.removed).toEqual(['fill']);
  });

  it.each(urls)('drops a stylesheet with %s', (value) => {
    const result = sanitizeSvg(`<svg><style>rect{fill:${value}}</style><rect/></svg>`);
    expect(result?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style></style><rect></rect></svg>',
    );
    expect(result?.removed).toEqual(['<style> rule']);
  });

  it.each([
    `@import url(${EXTERNAL});`,
    `@import "${EXTERNAL}";`,
    `@IMPORT "${EXTERNAL}";`,
    `@\\69mport "${EXTERNAL}";`,
    `@\\49 MPORT "${EXTERNAL}";`,
    `@im/**/port "${EXTERNAL}";`,
    `@\\5c 69mport "${EXTERNAL}";`,
  ])('takes the import out of %s', (rule) => {
    const result = sanitizeSvg(`<svg><style>${rule} rect{fill:#f00}</style></svg>`);
    expect(result?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style> rect{fill:#f00}</style></svg>',
    );
  });

  it('checks a stylesheet whole, however the parser splits its text', () => {
    for (const style of [
      `rect{fill:u&#114;l(${EXTERNAL})}`,
      `rect{fill:u<![CDATA[r]]>l(${EXTERNAL})}`,
      `rect{fill:u<!-- x -->rl(${EXTERNAL})}`,
    ]) {
      const result = sanitizeSvg(`<svg><style>${style}</style></svg>`);
      expect(result?.svg, style).not.toContain('tracker');
      expect(result?.svg, style).not.toMatch(/url/i);
    }
    // Only a stylesheet's own text counts: an element in it goes, with its text.
    expect(sanitizeSvg(`<svg><style>rect{fill:#f00}<g>u</g>rl(${EXTERNAL})</style></svg>`)).toEqual(
      {
        svg: `<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:#f00}rl(${EXTERNAL})</style></svg>`,
        removed: ['<g>'],
      },
    );
    // An unclosed stylesheet is checked too.
    expect(sanitizeSvg(`<svg><style>rect{fill:u&#114;l(${EXTERNAL})}`)?.svg).not.toContain(
      'tracker',
    );
  });

  it('keeps local references in every quoting, and CSS without escapes as it was', () => {
    const result = sanitizeSvg(
      `<svg><rect fill="url('#g')" stroke='url("#g")' style="clip-path: url( #c ); fill:#1c69d4"/><style>.a{fill:url(#g)} /* brand */ .b{stroke:#000}</style></svg>`,
    );
    expect(result?.svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url('#g')" stroke="url(&quot;#g&quot;)" style="clip-path: url( #c ); fill:#1c69d4"></rect><style>.a{fill:url(#g)}  .b{stroke:#000}</style></svg>`,
    );
    expect(result?.removed).toEqual([]);
  });
});

describe('decodeCss', () => {
  it('reads CSS as a browser does: escapes decoded, comments removed', () => {
    expect(decodeCss('u\\72l(')).toBe('url(');
    expect(decodeCss('u\\72 l(')).toBe('url(');
    expect(decodeCss('u\\72\r\nl(')).toBe('url(');
    expect(decodeCss('@\\69mport')).toBe('@import');
    expect(decodeCss('\\@import')).toBe('@import');
    expect(decodeCss('u/**/rl(/* unclosed')).toBe('url(');
    expect(decodeCss('a\\\nb')).toBe('ab');
    expect(decodeCss('\\0 \\110000 \\d800 x\0')).toBe('\uFFFD\uFFFD\uFFFDx\uFFFD');
    expect(decodeCss('\\1F600')).toBe('😀');
    // Decoding makes a new escape or comment: read again, as the browser would.
    expect(decodeCss('u\\5c 72l(')).toBe('url(');
    expect(decodeCss('u/\\2a*/rl(')).toBe('url(');
  });

  it('finds what loads or runs, and nothing in plain drawing CSS', () => {
    for (const safe of ['fill:#f00', 'fill:url(#a)', "fill:url('#a-1.b')", 'font-family:Arial']) {
      expect(isDangerous(decodeCss(safe)), safe).toBe(false);
    }
    for (const unsafe of [
      'url(a.png)',
      'url(#a) url(b)',
      'cross-fade(a,b)',
      'element(#a)',
      '-moz-binding:x',
      '@font-face{}',
      'behavior:x',
      'javascript:x',
    ]) {
      expect(isDangerous(decodeCss(unsafe)), unsafe).toBe(true);
    }
  });
});
