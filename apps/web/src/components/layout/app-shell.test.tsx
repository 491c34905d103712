import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import { storageKeys } from '../../config/storage-keys';
import { useViewModeStore } from '../../stores/view-mode-store';
import { AppShell } from './app-shell';

function renderShell() {
  const router = createMemoryRouter(
    [{ path: '*', element: <AppShell headerActions={<a href="/login">Masuk</a>}>isi</AppShell> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useViewModeStore.setState({ mode: 'm' });
});

describe('AppShell header and footer (issue 12)', () => {
  it("a guest's header: Pesanan Saya finds a booking by code, Bantuan opens the FAQ, then Masuk", () => {
    renderShell();
    const banner = screen.getByRole('banner');
    const links = within(banner)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Lintas', '/'],
      ['Pesanan Saya', '/cek-pesanan'],
      ['Bantuan', '/faq'],
      ['Masuk', '/login'],
    ]);
  });

  it("a customer's Pesanan Saya opens the account's orders", () => {
    document.cookie = `${storageKeys.authCookie}=token-budi; path=/`;
    renderShell();
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: 'Pesanan Saya' })
        .getAttribute('href'),
    ).toBe('/pesanan');
  });

  it('the footer names the company and every contact from config/site', async () => {
    renderShell();
    // Its module comes after the page's first paint (deferred-footer.tsx).
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(siteConfig.company.legalName);
    expect(footer.textContent).toContain(siteConfig.company.address);
    const whatsApp = within(footer).getByRole('link', { name: /^WhatsApp \+62 811-2000-3000/ });
    expect(whatsApp.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${siteConfig.waCallCenter}\\?text=`),
    );
    const social = within(within(footer).getByRole('navigation', { name: 'Media sosial' }))
      .getAllByRole('link')
      .map((link) => [
        link.textContent?.replace(' (membuka tab baru)', ''),
        link.getAttribute('href'),
      ]);
    expect(social).toEqual(siteConfig.social.map((link) => [link.label, link.href]));
    const info = within(footer).getByRole('navigation', { name: 'Informasi' });
    expect(within(info).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(
      within(info)
        .getByRole('link', { name: /^Bantuan Mitra Operator/ })
        .getAttribute('href'),
    ).toBe(siteConfig.partnerSupportUrl);
    // No icon font anywhere: every icon in the footer is inline SVG.
    expect(footer.querySelectorAll('svg').length).toBe(1 + siteConfig.social.length);
  });
});
