import { getPage, sanitizeRichText, updateElementConfig } from '@pms/sheet/browser';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { useEditor as useDesigner } from '../editorApi';
import { renderInEditor } from '../state/testStore';
import { sheetWithVariants } from '../variants/fixtures';
import { RichTextEditor } from './RichTextEditor';

/** tiptap hangs its editor on the editing element; tests type through it as the keyboard would. */
function editorOf(label: string): Editor {
  const element = screen.getByRole('textbox', { name: label }) as HTMLElement & { editor?: Editor };
  if (element.editor === undefined) throw new Error('no tiptap editor on the textbox');
  return element.editor;
}

function Harness(props: { initial: string; singleParagraph?: boolean; log: string[] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <RichTextEditor
        label="Text"
        value={value}
        singleParagraph={props.singleParagraph}
        onChange={(html) => {
          props.log.push(html);
          setValue(html);
        }}
      />
      {/* Stands in for undo or a variant switch: a value from outside. */}
      <button type="button" onClick={() => setValue('<p>from <strong>outside</strong></p>')}>
        external
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

function setup(initial = '', singleParagraph = false) {
  const log: string[] = [];
  render(
    <I18nextProvider i18n={createI18n()}>
      <Harness initial={initial} singleParagraph={singleParagraph} log={log} />
    </I18nextProvider>,
  );
  const editor = editorOf('Text');
  const toolbar = within(screen.getByRole('toolbar', { name: 'Text formatting' }));
  const type = (text: string) => act(() => void editor.commands.insertContent(text));
  const selectAll = () => act(() => void editor.commands.selectAll());
  const press = (name: string) => fireEvent.click(toolbar.getByRole('button', { name }));
  const value = () => screen.getByTestId('value').textContent ?? '';
  return { editor, toolbar, type, selectAll, press, value, log };
}

/** The editor's output is the engine's subset already: sanitizing changes nothing. */
function expectSubset(html: string) {
  expect(sanitizeRichText(html)).toBe(html);
}

// tiptap and MUI are slow in jsdom on a busy machine; nothing here is timed.
describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('types plain paragraphs', () => {
    const { type, value } = setup();
    type('Winter tyres');
    expect(value()).toBe('<p>Winter tyres</p>');
    expectSubset(value());
  });

  it.each([
    ['Bold', '<p><strong>x</strong></p>'],
    ['Italic', '<p><em>x</em></p>'],
    ['Underline', '<p><u>x</u></p>'],
    ['Superscript', '<p><sup>x</sup></p>'],
    ['Subscript', '<p><sub>x</sub></p>'],
  ])('applies %s as the engine mark', (button, expected) => {
    const { type, selectAll, press, value } = setup();
    type('x');
    selectAll();
    press(button);
    expect(value()).toBe(expected);
    expectSubset(value());
  });

  it('lets superscript replace subscript, as the engine draws one baseline', () => {
    const { type, selectAll, press, value } = setup();
    type('2');
    selectAll();
    press('Subscript');
    press('Superscript');
    expect(value()).toBe('<p><sup>2</sup></p>');
  });

  it('sets each named size and a colour on one span, and clears them', async () => {
    const { type, selectAll, toolbar, value } = setup();
    type('small print');
    selectAll();
    fireEvent.mouseDown(toolbar.getByRole('combobox', { name: 'Size' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Default',
      'XXS (disclaimers)',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'XXS (disclaimers)' }));
    expect(value()).toBe('<p><span data-size="xxs">small print</span></p>');

    fireEvent.change(toolbar.getByLabelText('Text colour'), { target: { value: '#1c69d4' } });
    expect(value()).toBe('<p><span data-size="xxs" style="color:#1c69d4">small print</span></p>');
    expectSubset(value());

    fireEvent.click(toolbar.getByRole('button', { name: 'Clear formatting' }));
    expect(value()).toBe('<p>small print</p>');
  });

  it.each([['xs'], ['s'], ['m'], ['l'], ['xl'], ['xxl']])(
    'keeps size %s through a round trip',
    (size) => {
      const html = `<p>a <span data-size="${size}">b</span></p>`;
      const { editor } = setup(html);
      expect(sanitizeRichText(editor.getHTML())).toBe(html);
    },
  );

  it('reads the engine HTML and gives it back unchanged after an edit and its reversal', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <u>u</u> x<sup>2</sup> H<sub>2</sub>O<br>' +
      '<span data-size="xxs" style="color:#666666">tiny</span></p><p>second</p>';
    const { editor, type, value } = setup(html);
    act(() => void editor.commands.setTextSelection(editor.state.doc.content.size - 1));
    type('!');
    expect(value()).toBe(html.replace('second</p>', 'second!</p>'));
    act(
      () =>
        void editor.commands.deleteRange({
          from: editor.state.selection.from - 1,
          to: editor.state.selection.from,
        }),
    );
    expect(value()).toBe(html);
  });

  it('keeps a CMYK colour through a round trip, though browsers cannot show device-cmyk', () => {
    const html = '<p>a <span style="color:device-cmyk(0 0.81 0.81 0.3)">b</span></p>';
    const { editor } = setup(html);
    expect(sanitizeRichText(editor.getHTML())).toBe(html);
  });

  it('folds nested spans into one span', () => {
    const { editor } = setup(
      '<p><span data-size="l"><span style="color:#ff0000">red</span></span></p>',
    );
    expect(sanitizeRichText(editor.getHTML())).toBe(
      '<p><span data-size="l" style="color:#ff0000">red</span></p>',
    );
  });

  it('drops what the engine cannot draw', () => {
    const { editor } = setup(
      '<h1>Title</h1><ul><li>item</li></ul><p><s>gone</s> <code>c</code></p>',
    );
    expect(sanitizeRichText(editor.getHTML())).toBe('<p>Title</p><p>item</p><p>gone c</p>');
  });

  it('loads outside changes without echoing them and keeps the cursor', () => {
    const { editor, log, value } = setup('<p>mine</p>');
    act(() => {
      editor.commands.focus();
      editor.commands.setTextSelection(3);
    });
    fireEvent.click(screen.getByRole('button', { name: 'external' }));
    expect(editor.getHTML()).toBe('<p>from <strong>outside</strong></p>');
    expect(value()).toBe('<p>from <strong>outside</strong></p>');
    expect(log).toEqual([]);
    expect(editor.state.selection.from).toBe(3);
  });

  it('does not reload its own output', () => {
    const { editor, type, log } = setup('<p>a</p>');
    act(() => void editor.commands.setTextSelection(2));
    type('b');
    expect(log).toEqual(['<p>ab</p>']);
    // Reloading would move the cursor to the end of the document; the cursor stays after "b".
    expect(editor.state.selection.from).toBe(3);
  });

  it('keeps one paragraph: Enter does nothing, Shift+Enter breaks the line', async () => {
    const { editor, type, value } = setup('one', true);
    act(() => void editor.commands.setTextSelection(4));
    const textbox = screen.getByRole('textbox', { name: 'Text' });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    type('x');
    expect(value()).toBe('onex');
    fireEvent.keyDown(textbox, { key: 'Enter', shiftKey: true });
    type('two');
    await waitFor(() => expect(value()).toBe('onex<br>two'));
    expectSubset(value());
  });

  it('keeps a pasted second paragraph in the single paragraph', () => {
    const { editor, value } = setup('a', true);
    act(() => void editor.commands.setTextSelection(2));
    act(() => void editor.commands.insertContent('<p>b</p><p>c</p>'));
    expect(value()).not.toContain('<p>');
    expect(editor.state.doc.childCount).toBe(1);
  });

  it('keeps the text of several paragraphs given to a single-paragraph editor', () => {
    const { editor } = setup('<p>a</p><p>b</p>', true);
    expect(editor.state.doc.childCount).toBe(1);
    expect(sanitizeRichText(editor.getHTML())).toBe('<p>a<br>b</p>');
  });

  it('is read-only when disabled', () => {
    const log: string[] = [];
    render(
      <I18nextProvider i18n={createI18n()}>
        <RichTextEditor label="Locked" value="<p>x</p>" disabled onChange={(h) => log.push(h)} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Locked' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });
});

/** A designer's price: big, bold and coloured, as the dealer receives it. */
const price = '<p><strong><span data-size="xxl" style="color:#c00000">199 €</span></strong></p>';
const typedPrice = (text: string) =>
  `<p><strong><span data-size="xxl" style="color:#c00000">${text}</span></strong></p>`;

describe('RichTextEditor replacing all of a styled text', { timeout: 30_000 }, () => {
  it('keeps the marks when select all and typing replace the text (desktop: Ctrl+A)', () => {
    const { selectAll, type, value } = setup(price);
    selectAll();
    type('149 €');
    expect(value()).toBe(typedPrice('149 €'));
  });

  it('keeps the marks when a key typed over select-all goes through the keypress path', () => {
    const { editor, selectAll, value } = setup(price);
    selectAll();
    fireEvent.keyPress(screen.getByRole('textbox', { name: 'Text' }), {
      key: '9',
      code: 'Digit9',
      charCode: 57,
    });
    expect(editor.state.doc.textContent).toBe('9');
    expect(value()).toBe(typedPrice('9'));
  });

  it('keeps the marks when the keyboard rewrites the paragraph as plain text (touch, composition)', () => {
    const { editor, value } = setup(price);
    // What ProseMirror dispatches when it reads back a paragraph the browser replaced.
    act(() => {
      const { state } = editor.view;
      const end = state.doc.content.size - 1;
      const tr = state.tr.setSelection(TextSelection.create(state.doc, 1, end));
      editor.view.dispatch(tr);
      const next = editor.view.state;
      editor.view.dispatch(next.tr.replaceWith(1, end, next.schema.text('99 €')));
    });
    expect(value()).toBe(typedPrice('99 €'));
  });

  it('gives the marks to the text typed after select all and delete', () => {
    const { editor, selectAll, type, value } = setup(price);
    selectAll();
    act(() => void editor.commands.deleteSelection());
    type('89 €');
    expect(value()).toBe(typedPrice('89 €'));
  });

  it('keeps them in a single-paragraph field (list lines, phone form)', () => {
    const { selectAll, type, value } = setup(
      '<strong><span data-size="xl">Winter</span></strong>',
      true,
    );
    selectAll();
    type('Summer');
    expect(value()).toBe('<strong><span data-size="xl">Summer</span></strong>');
  });

  it('gives the whole of a price box, label and price, the big price style', () => {
    const { selectAll, type, value } = setup(
      '<p>Complete winter wheels from</p><p><strong><span data-size="xl">1,249 €</span></strong></p>',
    );
    selectAll();
    type('999 €');
    expect(value()).toBe('<p><strong><span data-size="xl">999 €</span></strong></p>');
  });

  it('gives the whole of a body text its commonest style, not one bold word', () => {
    const { selectAll, type, value } = setup(
      '<p>Fitting is <strong>free</strong> for all wheels bought here</p>',
    );
    selectAll();
    type('New text');
    expect(value()).toBe('<p>New text</p>');
  });

  it('takes the marks of the first replaced character, and leaves plain text plain', () => {
    const { editor, type, value } = setup('<p>now <strong>199 €</strong></p>');
    act(() => void editor.commands.setTextSelection({ from: 1, to: 9 }));
    type('only 9');
    expect(value()).toBe('<p>only 9<strong>€</strong></p>');
  });

  it('leaves a change of marks alone: Clear formatting after select all still clears', () => {
    const { selectAll, press, value } = setup(price);
    selectAll();
    press('Clear formatting');
    expect(value()).toBe('<p>199 €</p>');
  });

  it('loads an outside value as it is, over a selection', () => {
    const { selectAll, value } = setup(price);
    selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'external' }));
    expect(value()).toBe('<p>from <strong>outside</strong></p>');
  });
});

/** The headline's text bound to the designer's state, as a properties panel binds it. */
function HeadlineText() {
  const { data, apply } = useDesigner();
  const headline = getPage(data, 0).elements[0];
  return (
    <RichTextEditor
      label="Headline"
      value={headline?.type === 'p' ? headline.config.text : ''}
      onChange={(text) => apply((d) => updateElementConfig(d, 0, 1, { text }))}
    />
  );
}

describe('RichTextEditor in the designer', { timeout: 30_000 }, () => {
  it('undoes and redoes with the designer history on Ctrl+Z and Ctrl+Shift+Z', () => {
    const { editor: designer } = renderInEditor(<HeadlineText />, { data: sheetWithVariants() });
    const editor = editorOf('Headline');
    const textbox = screen.getByRole('textbox', { name: 'Headline' });
    act(() => void editor.commands.setTextSelection(5));
    act(() => void editor.commands.insertContent('!'));
    expect(designer().data.elements[0]?.config).toMatchObject({ text: '<p>Base!</p>' });

    fireEvent.keyDown(textbox, { key: 'z', ctrlKey: true });
    expect(designer().data.elements[0]?.config).toMatchObject({ text: '<p>Base</p>' });
    expect(editor.getHTML()).toBe('<p>Base</p>');
    expect(designer().canRedo).toBe(true);

    fireEvent.keyDown(textbox, { key: 'Z', keyCode: 90, ctrlKey: true, shiftKey: true });
    expect(editor.getHTML()).toBe('<p>Base!</p>');
    expect(designer().canUndo).toBe(true);
  });
});
