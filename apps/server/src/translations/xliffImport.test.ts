// A regional copy's XLIFF re-saved by the npm package `xliff` (which drops originalData and
// xml:space and indents the codes) and imported through the API (issue 43 point 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { js2xliff, xliff2js } from 'xliff';
import { TEST_DATABASES } from '../test/testApp.ts';
import { CONTACT, DISCLAIMER, demoLikeSheet, HEADLINE } from '../test/translationMarks.ts';
import { type TranslationDemo, translationDemo } from '../test/translationSupport.ts';

describe.each(TEST_DATABASES)(
  'an XLIFF re-saved by another tool, on $name',
  ({ name: database }) => {
    let t: TranslationDemo;

    beforeAll(async () => {
      t = await translationDemo(database, demoLikeSheet(), 'Winter', 'Wheels');
    });

    afterAll(async () => {
      await t?.close();
    });

    const textOf = async (key: string) => (await t.copyTexts()).find((x) => x.key === key)?.text;

    it('imports with no change, every mark kept', async () => {
      const file = (await t.download('xliff')).body;
      const response = await t.upload(await js2xliff(await xliff2js(file)));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({ changed: 0, codesMissing: [] });
      expect(response.json().message).toBe(
        `${response.json().report.matched} texts matched, 0 changed.`,
      );
      expect(await textOf('Headline')).toBe(HEADLINE);
      expect(await textOf('Dealer contact')).toBe(CONTACT);
      expect(await textOf('Disclaimer')).toBe(DISCLAIMER);
    });

    it('names a text whose codes it cannot rebuild, and imports its words', async () => {
      const file = (await t.download('xliff')).body;
      // A code id the unit never had for the headline's size: neither original data nor the
      // unit's codes give its markup.
      const resaved = (await js2xliff(await xliff2js(file))).replace(
        /(<unit id="[^"]+" name="Headline">[\s\S]*?<target>[\s\S]*?<pc id=")3"/,
        (_, before: string) => `${before}199"`,
      );
      expect(resaved).toContain('<pc id="199"');
      const response = await t.upload(resaved);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({ changed: 1, codesMissing: ['Headline'] });
      expect(response.json().message).toContain('formatting codes of "Headline"');
      // The size is lost, the paragraph and bold are rebuilt by their ids.
      expect(await textOf('Headline')).toBe('<p><strong>Winter wheels</strong></p>');
    });
  },
);
