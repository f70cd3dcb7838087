import { parseSheetData, type SheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { xliffNested } from '../test/attackPayloads.ts';
import { templateData } from '../test/importSupport.ts';
import { applyTranslations } from './applyTranslations.ts';
import { CodeIds, htmlToInline, inlineToHtml, OriginalData } from './inlineCodes.ts';
import { MAX_XML_DEPTH } from './limits.ts';
import { translatableTexts } from './nameTexts.ts';
import { translationRows } from './rows.ts';
import { readXliff, writeXliff } from './xliff.ts';
import { parseXml, XmlLimitError } from './xml.ts';

const sheet = (): SheetData => parseSheetData(templateData());

const RICH = [
  '<strong>Winter</strong> wheels',
  '<p>One &amp; <em>two</em></p><p>three<br>four</p>',
  '<span data-size="xs" style="color:#ff0000">small <u>red</u></span> x<sup>2</sup>',
  // As the sanitizer stores it: quotes escaped too.
  'a &lt; b &gt; c &quot;quoted&quot;',
];

describe('XLIFF inline codes', () => {
  it.each(RICH)('round-trips %s exactly', async (html) => {
    const data = new OriginalData();
    const inline = htmlToInline(html, data);
    expect(inline).not.toMatch(/<(strong|em|span|p|br|u|sup)\b/);
    const parsed = (await parseXml(`<target>${inline}</target>`)).children[0];
    if (!parsed || typeof parsed === 'string') throw new Error('no target');
    expect(inlineToHtml(parsed.children, data.entries)).toBe(html);
  });

  it('writes a line break as a placeholder and formatting as paired codes', () => {
    const data = new OriginalData();
    expect(htmlToInline('<strong>a</strong><br>b', data)).toBe(
      '<pc id="1" type="fmt" dataRefStart="d1" dataRefEnd="d2">a</pc><ph id="2" type="fmt" subType="xlf:lb" dataRef="d3"/>b',
    );
    expect([...data.entries]).toEqual([
      ['d1', '<strong>'],
      ['d2', '</strong>'],
      ['d3', '<br>'],
    ]);
  });

  it('gives a target code the id of the source code with the same markup', () => {
    const data = new OriginalData();
    const ids = new CodeIds();
    expect(htmlToInline('<em>a</em> <strong>b</strong>', data, ids)).toBe(
      '<pc id="1" type="fmt" dataRefStart="d1" dataRefEnd="d2">a</pc> <pc id="2" type="fmt" dataRefStart="d3" dataRefEnd="d4">b</pc>',
    );
    ids.startTarget();
    expect(htmlToInline('<strong>B</strong> <u>A</u>', data, ids)).toBe(
      '<pc id="2" type="fmt" dataRefStart="d3" dataRefEnd="d4">B</pc> <pc id="3" type="fmt" dataRefStart="d5" dataRefEnd="d6">A</pc>',
    );
  });
});

describe('XLIFF documents', () => {
  it('writes every text and reads the same texts back', async () => {
    const data = sheet();
    const xml = writeXliff({
      original: '/api/sheets/1',
      title: 'Sheet & more',
      sourceLanguage: 'en',
      targetLanguage: 'cs',
      rows: await translationRows(
        data,
        { name: 'Winter', details: 'Wheels' },
        sheetLayoutFonts(null),
      ),
    });
    const read = await readXliff(xml);
    expect(read).toEqual([
      { key: '@sheet.name', text: 'Winter', field: 'name' },
      { key: '@sheet.details', text: 'Wheels', field: 'details' },
      ...[...translatableTexts(data)].map(([key, text]) => ({ key, text, field: undefined })),
    ]);
    const applied = applyTranslations(data, read.slice(2));
    expect(applied.report).toMatchObject({ changed: 0, unknown: [], notCovered: [] });
    expect(applied.data).toEqual(data);
  });

  it('reads a target split into segments by a translation tool, with prefixed names', async () => {
    const xml = `<?xml version="1.0"?>
<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="de">
  <x:file id="f"><x:unit id="u1" name="Headline">
    <x:originalData><x:data id="d1">&lt;strong&gt;</x:data><x:data id="d2">&lt;/strong&gt;</x:data></x:originalData>
    <x:segment><x:source>Winter</x:source><x:target><x:pc id="1" dataRefStart="d1" dataRefEnd="d2">Winter</x:pc>räder</x:target></x:segment>
    <x:ignorable><x:source> </x:source></x:ignorable>
    <x:segment><x:source>deals</x:source><x:target>&amp; <x:mrk id="m1">Angebote</x:mrk>&#x21;</x:target></x:segment>
  </x:unit>
  <x:unit id="u2" name="Price"><x:segment><x:source>x</x:source></x:segment></x:unit></x:file>
</x:xliff>`;
    expect(await readXliff(xml)).toEqual([
      { key: 'Headline', text: '<strong>Winter</strong>räder &amp; Angebote!' },
    ]);
  });

  it('refuses XLIFF 1.2, and a document that declares entities', async () => {
    await expect(readXliff('<xliff version="1.2"><file/></xliff>')).rejects.toThrow(
      'The file is not an XLIFF 2.x document.',
    );
    await expect(
      readXliff('<!DOCTYPE x [<!ENTITY e "boom">]><xliff version="2.0"></xliff>'),
    ).rejects.toThrow('entities');
  });

  it('reads codes nested up to MAX_XML_DEPTH levels and refuses one level more', async () => {
    // xliff, file, unit, segment and target take the first five levels.
    const within = xliffNested(MAX_XML_DEPTH - 5).replace(
      '<pc id="1">',
      '<pc id="1" dataRefStart="d1" dataRefEnd="d2">',
    );
    const data =
      '<originalData><data id="d1">&lt;strong&gt;</data><data id="d2">&lt;/strong&gt;</data></originalData>';
    // The inner codes have no data: the text keeps its words and says codes are missing.
    expect(await readXliff(within.replace('<segment>', `${data}<segment>`))).toEqual([
      { key: 'Price', text: '<strong>x</strong>', codesMissing: true },
    ]);
    await expect(readXliff(xliffNested(MAX_XML_DEPTH - 4))).rejects.toThrow(XmlLimitError);
  });

  it('sanitizes only the first translation of a key that appears many times', () => {
    const translations = [
      { key: 'Headline', text: 'Zimní kola' },
      ...Array.from({ length: 3 }, () => ({ key: 'Headline', text: '<b>ignored</b>' })),
    ];
    const { data, report } = applyTranslations(sheet(), translations);
    expect(data.elements[0]?.config).toMatchObject({ text: 'Zimní kola' });
    expect(report).toMatchObject({ matched: 1, changed: 1 });
  });

  it('sanitizes what a translator typed into a target', () => {
    const translations = [
      { key: 'Headline', text: '<img src=x onerror=alert(1)>Zimní <b>kola</b>' },
    ];
    const { data } = applyTranslations(sheet(), translations);
    expect(data.elements[0]?.config).toMatchObject({ text: 'Zimní <strong>kola</strong>' });
  });
});
