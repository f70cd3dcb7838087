import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const module = { Hello: () => <p>hello</p> };

function renderInSuspense(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    const load = vi.fn(async () => module);
    const Page = lazyPage(load, (m) => m.Hello);
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    // Preloading and rendering share one load.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a page that was not preloaded loads', async () => {
    const Page = lazyPage(
      async () => module,
      (m) => m.Hello,
    );
    renderInSuspense(Page);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });

  it('settles a failed preload quietly and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue(module);
    const Page = lazyPage(load, (m) => m.Hello);
    await expect(Page.preload()).resolves.toBeUndefined();
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
