import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { stubResizeObserver } from '../../../test/stubResizeObserver';

const BOOT = { timeout: 10_000 };
const SAVE_FIRST = 'Save the sheet before exporting it.';

/** The designer of a sheet that was never saved (`/edit/create`), as an admin. */
function openNewSheet() {
  const session = sessionFor('ada', ['ROLE_ADMIN']);
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('expires', session.expires);
  mockFetch({
    'GET /auth/user': () => jsonResponse(session),
    'GET /api': () => jsonResponse({ '@id': '/api', defaultCi: 'bmw' }),
    'GET /api/categories': () => jsonResponse(hydraPage([])),
  });
  renderApp('/edit/create');
}

describe('the export buttons of an unsaved sheet', { timeout: 30_000 }, () => {
  beforeEach(stubResizeObserver);

  it('are grey and say why, to the pointer and to screen readers', async () => {
    openNewSheet();
    const group = await screen.findByRole('group', { name: 'Export' }, BOOT);
    for (const name of ['Print PDF', 'Screen PDF', 'PNG', 'ZIP']) {
      const button = within(group).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(SAVE_FIRST);
    }
    // A disabled button gets no pointer events; the span around it shows the tooltip.
    const png = within(group).getByRole('button', { name: 'PNG' });
    fireEvent.mouseOver(png.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SAVE_FIRST);
  });
});
