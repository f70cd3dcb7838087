import { getElementDefinition, getPage, parseSheetData } from '@pms/sheet/browser';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { QrProperties } from './QrProperties';

function sheetWithQr() {
  const defaults = getElementDefinition('qr').defaults();
  return sheetWithEveryType({ elements: [{ id: 1, type: 'qr', config: defaults }] });
}

describe('QR code properties', () => {
  it('sets the content, binds the code to a profile field and widens the quiet zone', async () => {
    const data = sheetWithQr();
    const element = getPage(parseSheetData(data), 0).elements[0];
    if (element?.type !== 'qr') throw new Error('expected a QR code');
    const { editor } = renderEditor(<QrProperties element={element} />, data);

    const content = screen.getByRole('textbox', { name: 'Content (URL or text)' });
    fireEvent.change(content, { target: { value: ' https://www.bmw.de/angebote ' } });
    fireEvent.blur(content);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quiet zone (modules)' }), {
      target: { value: '6' },
    });
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Quiet zone (modules)' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fill from the dealer profile' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Website' }));

    const config = getPage(editor.current.data, 0).elements[0]?.config;
    expect(config).toMatchObject({
      content: 'https://www.bmw.de/angebote',
      quietZone: 6,
      profileField: 'website',
    });
  });
});
