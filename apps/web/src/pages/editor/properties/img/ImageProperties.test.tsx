import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../../test/fetchMock';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

const photo = {
  '@id': '/api/media_objects/7',
  id: 7,
  name: 'winter-wheel.png',
  contentUrl: '/media/winter-wheel-0123.png',
  thumbnailUrl: null,
  mimeType: 'image/png',
  byteSize: 2048,
  width: 640,
  height: 480,
  tags: [],
  uploadedBy: 'admin',
  created: '2026-11-20T10:00:00.000Z',
  version: 1,
};

function libraryWithOnePhoto() {
  const session = sessionFor('ada', ['ROLE_ADMIN']);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/media_objects?order[id]=desc&itemsPerPage=100&page=1': () =>
      jsonResponse(hydraPage([photo])),
    'GET /api/media_tags': () => jsonResponse({ 'hydra:member': [] }),
    'GET /api/media_objects?itemsPerPage=1&contentUrl=%2Fmedia%2Fwinter-wheel-0123.png': () =>
      jsonResponse(hydraPage([photo])),
  });
  return session;
}

async function pickPhoto() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Select winter-wheel.png' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// The media library is a whole MUI dialog in jsdom: slow on a shared machine, not wrong.
describe('image from the media library', { timeout: 60_000 }, () => {
  it('sets the image of an image element in one step and removes it again', async () => {
    const session = libraryWithOnePhoto();
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [2],
      session,
    });
    await pickPhoto();
    const src = () => getPage(editor.current.data, 0).elements[1]?.config;
    expect(src()).toMatchObject({ src: { contentUrl: '/media/winter-wheel-0123.png' } });
    // The name it was uploaded with, not the URL's hash file name.
    expect(await screen.findByText('winter-wheel.png')).toBeInTheDocument();
    expect(screen.queryByText('winter-wheel-0123.png')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(src()).toMatchObject({ src: null });
    expect(editor.steps).toHaveLength(2);
  });

  it("keeps a dealer's image as the dealer's value, not in the sheet", async () => {
    const session = libraryWithOnePhoto();
    const data = sheetWithEveryType();
    (data.elements?.[1]?.config as { dealerEditable?: boolean }).dealerEditable = true;
    const { editor } = renderEditor(<PropertiesPanel />, data, {
      mode: 'dealer',
      selectedIds: [2],
      session,
    });
    await pickPhoto();
    expect(editor.current.dealerValues).toEqual({
      Photo: { src: { contentUrl: '/media/winter-wheel-0123.png' } },
    });
    expect(getPage(editor.current.data, 0).elements[1]?.config).toMatchObject({ src: null });
    expect(editor.steps).toEqual([]);
  });
});
