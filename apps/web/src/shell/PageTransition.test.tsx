import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageTransition } from './PageTransition';

function pageBox(text: string): HTMLElement {
  const box = screen.getByText(text).parentElement;
  if (!box) throw new Error(`no box around "${text}"`);
  return box;
}

describe('PageTransition', () => {
  it('shows the page a load opens at once, and fades the next one in', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <PageTransition />,
          children: [
            { path: '/', element: <p>First page</p> },
            { path: '/next', element: <p>Next page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    // No fade-in on load: Fade sets an opacity transition on the node only when it enters.
    expect(pageBox('First page').style.transition).toBe('');
    expect(pageBox('First page').style.opacity).toBe('1');

    await act(() => router.navigate('/next'));
    const next = await screen.findByText('Next page');
    await waitFor(() => expect(next.parentElement?.style.transition).toMatch(/opacity/));
  });
});
