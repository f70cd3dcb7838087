import { parseSheetData } from '@pms/sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test/testApp.ts';
import {
  type SheetJson,
  type TranslationDemo,
  translationDemo,
} from '../test/translationSupport.ts';
import { copyTextLanguages } from './copyTextLanguages.ts';

const style = (top: number) => ({ left: 40, top, width: 300, height: 80 });
const DATA = {
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      config: { name: 'Headline', text: 'Winter wheels', style: style(40) },
      variants: [],
    },
    {
      id: 2,
      type: 'p',
      config: { name: 'Body', text: 'Wheels for every road', style: style(140) },
      variants: [],
    },
  ],
  variant_groups: [],
  variants: [],
  connected_groups: [],
  additional_pages: [],
};

type Texts = { config: { name: string; language?: string } }[];

describe.each(TEST_DATABASES)('the language of a copy’s texts on $name', ({ name: database }) => {
  let t: TranslationDemo;

  beforeAll(async () => {
    t = await translationDemo(database, DATA, 'Winter', 'Wheels');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is the region’s for translated texts and the master’s for the texts left in English', async () => {
    await t.saveCopy(
      (data: SheetJson) => {
        data.elements[0].config.text = 'Zimní kola';
      },
      'Zima',
      'Kola',
    );
    const copy = parseSheetData(JSON.parse((await t.copy()).data));
    const data = await copyTextLanguages(t.demo.app.db, {
      kind: 'regional_sheets',
      id: t.copyId,
      data: copy,
      region: 'cz',
    });
    const languages = Object.fromEntries(
      (data.elements as Texts).map((e) => [e.config.name, e.config.language]),
    );
    expect(languages).toEqual({ Headline: 'cs', Body: 'en' });
  });

  it('leaves a master’s texts as saved', async () => {
    const master = parseSheetData(DATA);
    const data = await copyTextLanguages(t.demo.app.db, {
      kind: 'sheets',
      id: t.masterId,
      data: master,
      region: null,
    });
    expect(data).toBe(master);
  });
});
