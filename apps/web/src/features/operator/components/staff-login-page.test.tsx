import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { departure, PETUGAS } from '../testing/fixtures';

function renderAt(href: string) {
  return renderApp(href);
}

const loginOk = ok({
  token: 'staff-token-9',
  kedaluwarsa: new Date(Date.now() + 3_600_000).toISOString(),
  staf: PETUGAS,
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Kata sandi/), password);
  await user.click(await screen.findByRole('button', { name: 'Masuk' }));
}

describe('/operator/masuk (staff sign-in)', () => {
  it('checks the fields before calling the server', async () => {
    const api = mockApi(() => undefined);
    renderAt('/operator/masuk');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email wajib diisi')).toBeTruthy();
    expect(screen.getByText('Kata sandi wajib diisi')).toBeTruthy();
    await fillAndSubmit('bukan-email', 'rahasia');
    expect(await screen.findByText('Format email tidak valid')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong password and keeps nobody signed in", async () => {
    mockApi((url) =>
      url.pathname.endsWith('/staff/login')
        ? fail(401, 'STAFF_LOGIN_INVALID', 'Email atau kata sandi salah.')
        : undefined,
    );
    renderAt('/operator/masuk');
    await fillAndSubmit('petugas.xtr@lintas.test', 'salah-sekali');
    expect((await screen.findByRole('alert')).textContent).toBe('Email atau kata sandi salah.');
    expect(sessionStorage.getItem('staff-session')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Masuk Petugas' })).toBeTruthy();
  });

  it('tells how long to wait when sign-in is rate limited (429)', async () => {
    mockApi(() =>
      fail(
        429,
        'RATE_LIMITED',
        'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam beberapa menit.',
        { retry_after_detik: 781 },
      ),
    );
    renderAt('/operator/masuk');
    await fillAndSubmit('petugas.xtr@lintas.test', 'salah-lagi');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam beberapa menit. Coba lagi dalam 14 menit.',
    );
  });

  it("keeps the staff token apart from the customer's and goes back to the page asked for", async () => {
    // A customer is signed in in this browser too.
    document.cookie = '_atx=customer-token; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/login')) return loginOk;
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan'))
        return ok({ tanggal: '2026-11-24', list: [departure()] });
      return undefined;
    });
    const router = renderAt('/operator/naik');
    // The console's door: a console page asks for the sign-in first.
    await waitFor(() => expect(router.location.pathname).toBe('/operator/masuk'));
    expect(router.location.search).toBe('?red=%2Foperator%2Fnaik');
    await fillAndSubmit('Petugas.XTR@lintas.test ', 'petugas-lintas-demo');
    expect(await screen.findByRole('heading', { name: 'Naik Penumpang' })).toBeTruthy();
    expect(router.location.pathname).toBe('/operator/naik');

    const login = api.callsTo('/staff/login')[0]!;
    expect(login.body).toEqual({
      email: 'Petugas.XTR@lintas.test',
      password: 'petugas-lintas-demo',
    });
    // The sign-in never carries the customer's token.
    expect(new Headers(login.init?.headers).get('Authorization')).toMatch(/^Basic /);
    expect(JSON.parse(sessionStorage.getItem('staff-session')!)).toMatchObject({
      token: 'staff-token-9',
      staf: { nama: 'Rina Petugas' },
    });
    expect(document.cookie).toContain('_atx=customer-token');
    // The console calls carry the staff bearer.
    await waitFor(() => expect(api.callsTo('/staff/me')).toHaveLength(1));
    expect(new Headers(api.callsTo('/staff/me')[0]!.init?.headers).get('Authorization')).toBe(
      'Bearer staff-token-9',
    );
    expect(screen.getByText('Petugas · Xpress Trans Priangan')).toBeTruthy();
  });

  it('never goes back to a page outside the console', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/login')) return loginOk;
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan'))
        return ok({ tanggal: '2026-11-24', list: [] });
      return undefined;
    });
    const router = renderAt('/operator/masuk?red=%2F%2Fevil.example%2Foperator');
    await fillAndSubmit('petugas.xtr@lintas.test', 'petugas-lintas-demo');
    expect(await screen.findByRole('heading', { name: 'Keberangkatan', level: 1 })).toBeTruthy();
    expect(router.location.pathname).toBe('/operator');
  });
});
