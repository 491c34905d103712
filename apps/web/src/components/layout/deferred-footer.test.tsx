import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps what it loaded and the kept markup: each test starts from a fresh one.
let DeferredFooter: typeof import('./deferred-footer').DeferredFooter;
let keepPrerenderedFooter: typeof import('./deferred-footer').keepPrerenderedFooter;

beforeEach(async () => {
  vi.resetModules();
  ({ DeferredFooter, keepPrerenderedFooter } = await import('./deferred-footer'));
});

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <DeferredFooter /> }], {
    initialEntries: ['/'],
  });
  return render(<RouterProvider router={router} />);
}

describe('DeferredFooter', () => {
  it('keeps the prerendered footer until its module has loaded, then renders the footer', async () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML =
      '<main>halaman</main><footer data-prerendered=""><a href="/faq">FAQ</a></footer>';
    keepPrerenderedFooter(prerendered);

    const { container } = renderFooter();
    // The first commit: the footer as it was painted, links and all.
    const kept = container.querySelector('footer[data-prerendered]');
    expect(kept).not.toBeNull();
    expect(
      within(kept as HTMLElement)
        .getByRole('link', { name: 'FAQ' })
        .getAttribute('href'),
    ).toBe('/faq');

    // Once loaded: the footer component (the company's section), the kept markup gone.
    expect(await screen.findByRole('region', { name: 'Tentang Lintas' })).toBeTruthy();
    expect(container.querySelector('footer[data-prerendered]')).toBeNull();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });

  it('renders nothing in its place without a prerendered footer, then the footer', async () => {
    keepPrerenderedFooter(document.createElement('div'));
    const first = renderFooter();
    expect(first.container.querySelector('footer')).toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    first.unmount();

    // Loaded once, a later shell renders it at once.
    const later = renderFooter();
    await act(async () => {});
    expect(later.container.querySelector('footer')).not.toBeNull();
  });
});
