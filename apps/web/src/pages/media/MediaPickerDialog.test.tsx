import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../AppProviders';
import type { MediaObject } from '../../api/mediaObjects';
import { createAuthStore } from '../../auth/authStore';
import { createI18n } from '../../i18n/createI18n';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../test/fetchMock';
import { stubXhr } from './fakeXhr';
import { MediaPickerDialog } from './MediaPickerDialog';

const media = (id: number, name: string, tags: string[] = []): MediaObject => ({
  '@id': `/api/media_objects/${id}`,
  id,
  name,
  contentUrl: `/media/${'a'.repeat(63)}${id}.png`,
  thumbnailUrl: `/media/${'b'.repeat(63)}${id}.jpg`,
  mimeType: 'image/png',
  byteSize: 2048,
  width: 640,
  height: 480,
  tags,
  uploadedBy: 'admin',
  created: '2026-11-20T10:00:00.000Z',
  version: 1,
});

const firstPage = '/api/media_objects?order[id]=desc&itemsPerPage=100&page=1';

function renderPicker(library: MediaObject[], roles = ['ROLE_REGIONADMIN', 'REGION_CZ']) {
  const session = sessionFor('rita', roles);
  const fetchMock = mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api/dealer_logos?hnr=12345&itemsPerPage=100': () => jsonResponse(hydraPage([])),
    [`GET ${firstPage}`]: () => jsonResponse(hydraPage(library)),
    [`GET ${firstPage}&search=tyre`]: () =>
      jsonResponse(hydraPage(library.filter((item) => item.name.includes('tyre')))),
    'GET /api/media_tags': () => jsonResponse({ 'hydra:member': [{ name: 'winter', count: 1 }] }),
  });
  const authStore = createAuthStore();
  authStore.signIn(session);
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(
    <AppProviders
      services={{
        i18n: createI18n(),
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        authStore,
      }}
    >
      <MediaPickerDialog open onClose={onClose} onSelect={onSelect} />
    </AppProviders>,
  );
  return { fetchMock, onSelect, onClose, session };
}

const library = [media(2, 'winter-tyre.png', ['winter']), media(1, 'alloy-wheel.png')];

// A whole MUI dialog in jsdom on a shared machine: role queries over it are slow, not wrong.
describe('media picker dialog', { timeout: 30_000 }, () => {
  it('selects the image that is clicked', async () => {
    const { onSelect } = renderPicker(library);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Select alloy-wheel.png' }));
    expect(onSelect).toHaveBeenCalledWith(library[1]);
    expect(within(dialog).getByRole('button', { name: 'winter (1)' })).toBeInTheDocument();
  });

  it('asks the server to search once typing pauses', async () => {
    const { fetchMock } = renderPicker(library);
    await screen.findByRole('button', { name: 'Select alloy-wheel.png' });
    fireEvent.change(screen.getByLabelText('Search by name or tag'), {
      target: { value: 'tyre' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Select alloy-wheel.png' })).toBeNull(),
    );
    expect(
      await screen.findByRole('button', { name: 'Select winter-tyre.png' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${firstPage}&search=tyre`, expect.anything());
  });

  it('uploads a file with the token, selects it and says so', async () => {
    const uploaded = media(3, 'new-logo.png');
    const sent = stubXhr(() => ({
      status: 201,
      body: { '@type': 'hydra:Collection', ...hydraPage([uploaded]) },
    }));
    const { onSelect, session, fetchMock } = renderPicker(library);
    await screen.findByRole('button', { name: 'Select alloy-wheel.png' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'new-logo.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Choose file'), { target: { files: [file] } });

    expect(await screen.findByText('Image uploaded and selected.')).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith(uploaded);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) throw new Error('no upload was sent');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/media_objects');
    expect(request.headers.Authorization).toBe(`Bearer ${session.token}`);
    expect((request.form.get('file') as File).name).toBe('new-logo.png');
    const bar = screen.getByRole('progressbar', { name: 'Upload of new-logo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    // The library is asked again, so the new image shows up.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === firstPage).length).toBeGreaterThan(1),
    );
  });

  it('shows the server’s size limit when the image is too big and selects nothing', async () => {
    stubXhr(() => ({
      status: 413,
      body: { 'hydra:description': 'Image too big, max allowed size: 20 MB' },
    }));
    const { onSelect } = renderPicker(library);
    await screen.findByRole('button', { name: 'Select alloy-wheel.png' });
    const file = new File([new Uint8Array(8)], 'huge.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose file'), { target: { files: [file] } });
    expect(await screen.findAllByText('Image too big, max allowed size: 20 MB')).not.toHaveLength(
      0,
    );
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('offers no upload to a dealer, who may still pick', async () => {
    const { onSelect } = renderPicker(library, ['REGION_CZ']);
    fireEvent.click(await screen.findByRole('button', { name: 'Select winter-tyre.png' }));
    expect(onSelect).toHaveBeenCalledWith(library[0]);
    expect(screen.queryByLabelText('Choose file')).toBeNull();
  });
});
