import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { browser } from '../../../lib/browser';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { mockApi, ok } from '../../../testing/api-mock';

const profile = {
  nama: 'Budi Santoso',
  email: 'budi@example.com',
  telp: null,
  jenis_kelamin: null,
  tanggal_lahir: null,
  pekerjaan_id: null,
  pekerjaan_lainnya: null,
  poin: 0,
};

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'd' });
});

describe('the header account entry', () => {
  it("shows 'Masuk' to a guest, coming back to the page afterwards", async () => {
    const api = mockApi(() => undefined);
    renderApp('/cek-pesanan');
    const link = await screen.findByRole('link', { name: 'Masuk' });
    expect(link.getAttribute('href')).toBe('/login?red=%2Fcek-pesanan');
    // A guest's profile is never asked for (spec §4 "Session").
    expect(api.callsTo('/customer-profil')).toHaveLength(0);
  });

  it('leaves the sign-in screens without the header link; their logo goes home', async () => {
    mockApi(() => undefined);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' });
    expect(screen.getByRole('link', { name: 'Lintas, ke beranda' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
  });

  it('shows the name with Profil and Keluar to a customer; Keluar logs out', async () => {
    document.cookie = '_atx=tok; path=/';
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(profile);
      if (url.pathname.endsWith('/travel/customer-revoke-token')) return ok({});
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/');
    const trigger = await screen.findByRole('button', { name: /Budi Santoso/ });
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/profil');
    // 'Pesanan Saya' is the header's own link (issue 12), once, to the customer's orders.
    expect(screen.getByRole('link', { name: 'Pesanan Saya' }).getAttribute('href')).toBe(
      '/pesanan',
    );
    expect(screen.getByRole('link', { name: 'Poin Saya' }).getAttribute('href')).toBe('/poin');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profil' })).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('/travel/customer-revoke-token')).toHaveLength(1);
    expect(document.cookie).not.toContain('_atx=');
  });
});
