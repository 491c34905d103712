import { loginMessages } from '@lintas/domain/validators';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { browser } from '../../../lib/browser';
import { resetPlatformForTests } from '../../../lib/platform';
import { useToastStore, dismissToast } from '../../../stores/toast-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { loginTexts } from '../lib/login-texts';
import { GoogleCallbackPage } from './google-callback-page';
import { LoginPage } from './login-page';

function renderAt(href: string) {
  const router = createMemoryRouter(
    [
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.loginGoogle.path, element: <GoogleCallbackPage /> },
      { path: paths.home.path, element: <h1>Beranda</h1> },
      { path: paths.signup.path, element: <h1>Lengkapi</h1> },
      { path: paths.booker.path, element: <h1>Data pemesan</h1> },
      { path: paths.profile.path, element: <h1>Profil</h1> },
    ],
    { initialEntries: [href] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const otpAnswer = {
  auth: 'AUTH-1',
  tujuan: 'bu***@example.com',
  kirim_ulang_detik: 60,
  sisa_kirim_ulang: 2,
  berlaku_detik: 300,
};

const profile = (nama: string) => ({
  nama,
  email: 'budi@example.com',
  telp: null,
  jenis_kelamin: null,
  tanggal_lahir: null,
  pekerjaan_id: null,
  pekerjaan_lainnya: null,
  poin: 0,
});

const input = () => screen.getByLabelText(loginTexts.inputLabel) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: loginTexts.submit });

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
  dismissToast();
  resetPlatformForTests();
});

describe('/login step 1', () => {
  it('shows the three messages of spec §5 and asks nothing of the server', async () => {
    const api = mockApi(() => undefined);
    const user = userEvent.setup();
    renderAt(paths.login.getHref());
    expect(await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' })).toBeTruthy();

    await user.click(submitButton());
    expect(screen.getByText(loginMessages.empty.trim())).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');

    await user.type(input(), 'budi@');
    await user.click(submitButton());
    expect(screen.getByText('Format email harus nama@email.com')).toBeTruthy();

    await user.clear(input());
    // Clearing the field clears the message (spec §4 "Login" 4).
    expect(screen.queryByText('Format email harus nama@email.com')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();

    await user.type(input(), '0812-345');
    await user.click(submitButton());
    expect(screen.getByText('Nomor telepon tidak sesuai, min 10 digit')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the benefits panel, the divider and the Google button', async () => {
    mockApi(() => undefined);
    renderAt(paths.login.getHref());
    await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' });
    expect(screen.getByRole('heading', { name: 'Gabung Bersama Lintas' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(loginTexts.divider)).toBeTruthy();
    expect(screen.getByRole('button', { name: loginTexts.google })).toBeTruthy();
  });

  it('requests an e-mail code and opens step 2 with the entered value', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/request-customer-login-alternative')
        ? ok(otpAnswer)
        : undefined,
    );
    const user = userEvent.setup();
    renderAt(paths.login.getHref());
    await user.type(await screen.findByLabelText(loginTexts.inputLabel), ' budi@example.com ');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Verifikasi Telepon / Email' })).toBeTruthy();
    expect(screen.getByText('budi@example.com').parentElement?.textContent).toBe(
      'kode dikirimkan ke budi@example.com',
    );
    const [call] = api.callsTo('/travel/request-customer-login-alternative');
    expect(call?.init?.method).toBe('POST');
    expect(call?.body).toEqual({ tipe: 'otp-email', email: 'budi@example.com' });
    // Whoever signs in has no token yet: the call goes with the platform's credentials.
    expect(new Headers(call?.init?.headers).get('Authorization')).toMatch(/^Basic /);
  });

  it('requests an SMS code for a phone number, digits only', async () => {
    const api = mockApi(() => ok(otpAnswer));
    const user = userEvent.setup();
    renderAt(paths.login.getHref());
    await user.type(await screen.findByLabelText(loginTexts.inputLabel), '0812-3456-7890');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Verifikasi Telepon / Email' });
    expect(api.callsTo('/travel/request-customer-login-alternative')[0]?.body).toEqual({
      tipe: 'otp-sms',
      telp: '081234567890',
    });
    await user.click(screen.getByRole('button', { name: /Kembali/ }));
    expect(input().value).toBe('0812-3456-7890');
  });

  it("toasts 'Maaf, permintaan OTP gagal' for 3 s when the code cannot be requested", async () => {
    mockApi(() => fail(422, 'VALIDATION_ERROR', 'Data tidak valid'));
    const user = userEvent.setup();
    renderAt(paths.login.getHref());
    await user.type(await screen.findByLabelText(loginTexts.inputLabel), 'budi@example.com');
    await user.click(submitButton());
    await vi.waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        message: 'Maaf, permintaan OTP gagal',
        type: 'error',
        duration: 3000,
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Verifikasi Telepon / Email' })).toBeNull();
  });

  it('sends someone already logged in to /', async () => {
    document.cookie = '_atx=token-1; path=/';
    mockApi(() => undefined);
    const router = renderAt(paths.login.getHref('/data-pemesan'));
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/login step 2', () => {
  async function openStep2(
    handler: Parameters<typeof mockApi>[0],
    href = paths.login.getHref(),
    user = userEvent.setup(),
  ) {
    const api = mockApi(handler);
    const router = renderAt(href);
    await user.type(await screen.findByLabelText(loginTexts.inputLabel), 'budi@example.com');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Verifikasi Telepon / Email' });
    return {
      api,
      router,
      user,
      otp: screen.getByLabelText(loginTexts.otpLabel) as HTMLInputElement,
    };
  }

  it('takes digits only, cuts a paste to 6 and submits with Enter', async () => {
    const { api, otp, user } = await openStep2((url) => {
      if (url.pathname.endsWith('/request-customer-login-alternative')) return ok(otpAnswer);
      if (url.pathname.endsWith('/customer-login')) return fail(422, 'VALIDATION_ERROR', 'salah');
      return undefined;
    });
    expect(otp.placeholder).toBe('Masukan 6 Digit Kode');
    fireEvent.paste(otp, { clipboardData: { getData: () => ' 12 34-56 789' } });
    expect(otp.value).toBe('123456');
    await user.clear(otp);
    await user.type(otp, '9a8b7c6d5e4f3');
    expect(otp.value).toBe('987654');
    await user.type(otp, '{Enter}');
    await vi.waitFor(() => expect(api.callsTo('/travel/customer-login')).toHaveLength(1));
    expect(api.callsTo('/travel/customer-login')[0]?.body).toEqual({
      tipe: 'otp-email',
      auth: 'AUTH-1',
      otp: '987654',
      email: 'budi@example.com',
    });
  });

  it("toasts 'OTP yang dimasukan salah  ' for 3 s on a wrong code and stays on step 2", async () => {
    const { otp, user } = await openStep2((url) => {
      if (url.pathname.endsWith('/request-customer-login-alternative')) return ok(otpAnswer);
      if (url.pathname.endsWith('/customer-login'))
        return fail(422, 'VALIDATION_ERROR', 'Kode OTP salah');
      return undefined;
    });
    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: loginTexts.verify }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        message: 'OTP yang dimasukan salah  ',
        type: 'error',
        duration: 3000,
      }),
    );
    expect(screen.getByRole('button', { name: loginTexts.verify })).toBeTruthy();
    expect(document.cookie).not.toContain('_atx=');
  });

  it("reads 'Harap Tunggu ...' while verifying, then keeps the token and goes to red", async () => {
    let answerLogin: (() => void) | null = null;
    const { otp, user, router } = await openStep2((url) => {
      if (url.pathname.endsWith('/request-customer-login-alternative')) return ok(otpAnswer);
      if (url.pathname.endsWith('/customer-profil')) return ok(profile('Budi Santoso'));
      return undefined;
    }, paths.login.getHref('/data-pemesan?step=2'));
    const gate = new Promise<void>((resolve) => (answerLogin = resolve));
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/travel/customer-login')) {
        await gate;
        return new Response(
          JSON.stringify({ status: 'OK', results: { token: 'tok-123', baru: false } }),
          { status: 200 },
        );
      }
      return original!(input, init);
    });
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: loginTexts.verify }));
    expect(await screen.findByRole('button', { name: /Harap Tunggu \.\.\./ })).toBeTruthy();
    answerLogin!();
    expect(await screen.findByRole('heading', { name: 'Data pemesan' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/data-pemesan?step=2',
    );
    expect(document.cookie).toContain('_atx=tok-123');
  });

  it('sends a customer without a name to /signup', async () => {
    const { otp, user, router } = await openStep2((url) => {
      if (url.pathname.endsWith('/request-customer-login-alternative')) return ok(otpAnswer);
      if (url.pathname.endsWith('/customer-login')) return ok({ token: 'tok-new', baru: true });
      if (url.pathname.endsWith('/customer-profil')) return ok(profile(''));
      return undefined;
    }, paths.login.getHref('/data-pemesan'));
    await user.type(otp, '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lengkapi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it.each(['//evil.example/phish', 'https://evil.example/x', '/\\evil.example/phish'])(
    'refuses red=%s and goes to /',
    async (red) => {
      const { otp, user, router } = await openStep2(
        (url) => {
          if (url.pathname.endsWith('/request-customer-login-alternative')) return ok(otpAnswer);
          if (url.pathname.endsWith('/customer-login')) return ok({ token: 'tok', baru: false });
          if (url.pathname.endsWith('/customer-profil')) return ok(profile('Budi'));
          return undefined;
        },
        `/login?red=${encodeURIComponent(red)}`,
      );
      await user.type(otp, '123456{Enter}');
      expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('counts the customer as not new when the profile cannot be read', async () => {
    const { otp, user, router } = await openStep2((url) => {
      if (url.pathname.endsWith('/request-customer-login-alternative')) return ok(otpAnswer);
      if (url.pathname.endsWith('/customer-login')) return ok({ token: 'tok', baru: false });
      if (url.pathname.endsWith('/customer-profil'))
        return fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang tidak tersedia');
      return undefined;
    }, paths.login.getHref('/profil'));
    await user.type(otp, '123456{Enter}');
    // After the query client's one retry of a 5xx (about a second).
    expect(await screen.findByRole('heading', { name: 'Profil' }, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profil');
  });
});

describe('/login step 2: the resend countdown (fake timers)', () => {
  async function flush() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  async function tick(seconds: number) {
    for (let i = 0; i < seconds; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
  }
  const resendText = () =>
    screen.getByText(/Kirim ulang OTP dalam|Tidak mendapat OTP|Coba beberapa/);

  it('counts down 60 s, offers 2 resends, then asks to try later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let auth = 0;
    const api = mockApi((url) =>
      url.pathname.endsWith('/request-customer-login-alternative')
        ? ok({ ...otpAnswer, auth: `AUTH-${++auth}` })
        : url.pathname.endsWith('/customer-login')
          ? fail(422, 'VALIDATION_ERROR', 'salah')
          : undefined,
    );
    renderAt(paths.login.getHref());
    await flush();
    await flush();
    fireEvent.change(input(), { target: { value: 'budi@example.com' } });
    fireEvent.click(submitButton());
    await flush();
    await flush();
    expect(screen.getByRole('heading', { name: 'Verifikasi Telepon / Email' })).toBeTruthy();

    expect(resendText().textContent).toBe('Kirim ulang OTP dalam 60 detik');
    await tick(1);
    expect(resendText().textContent).toBe('Kirim ulang OTP dalam 59 detik');
    await tick(59);
    expect(resendText().textContent).toBe('Tidak mendapat OTP ? Kirim ulang');

    for (const round of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang' }));
      await flush();
      await flush();
      expect(api.callsTo('/request-customer-login-alternative')).toHaveLength(1 + round);
      expect(resendText().textContent).toBe('Kirim ulang OTP dalam 60 detik');
      await tick(60);
    }
    expect(resendText().textContent).toBe('Coba beberapa saat lagi, atau gunakan metode lain');
    expect(screen.queryByRole('button', { name: 'Kirim ulang' })).toBeNull();

    // The code is verified with the newest OTP session.
    fireEvent.change(screen.getByLabelText(loginTexts.otpLabel), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: loginTexts.verify }));
    await flush();
    expect(api.callsTo('/travel/customer-login')[0]?.body).toMatchObject({ auth: 'AUTH-3' });
  });
});

describe('Gunakan Akun Google', () => {
  function idToken(claims: Record<string, unknown>) {
    const part = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
  }

  it("goes to the identity provider's sign-in page with redirect_uri and a state", async () => {
    mockApi(() => undefined);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt(paths.login.getHref('/profil'));
    await user.click(await screen.findByRole('button', { name: loginTexts.google }));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.pathname).toBe('/dev/identity/masuk');
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login/google`);
    const pending = JSON.parse(sessionStorage.getItem('google-sign-in') ?? '{}') as {
      state?: string;
      red?: string;
    };
    expect(pending.state).toMatch(/^[0-9a-f]{32}$/);
    expect(target.searchParams.get('state')).toBe(pending.state);
    expect(pending.red).toBe('/profil');
  });

  it('asks the native bridge inside the app webview instead', async () => {
    mockApi(() => undefined);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const loginInApp = vi.fn();
    vi.stubGlobal('LintasAndroid', { loginInApp });
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    resetPlatformForTests();
    try {
      const user = userEvent.setup();
      renderAt(paths.login.getHref());
      await user.click(await screen.findByRole('button', { name: loginTexts.google }));
      expect(assign).not.toHaveBeenCalled();
      expect(loginInApp).toHaveBeenCalledTimes(1);
      const payload = JSON.parse(String(loginInApp.mock.calls[0]?.[0])) as Record<string, string>;
      expect(payload).toMatchObject({
        provider: 'google',
        redirect_uri: `${window.location.origin}/login/google`,
      });
      expect(payload.state).toBe(
        (JSON.parse(sessionStorage.getItem('google-sign-in') ?? '{}') as { state: string }).state,
      );
    } finally {
      window.history.replaceState(null, '', '/');
      resetPlatformForTests();
    }
  });

  it('exchanges the ID token of the callback with tipe firebase-email and goes to red', async () => {
    sessionStorage.setItem('google-sign-in', JSON.stringify({ state: 'abc123', red: '/profil' }));
    const token = idToken({ email: 'budi@example.com', sub: '42' });
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-login'))
        return ok({ token: 'tok-g', baru: false });
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(profile('Budi'));
      return undefined;
    });
    const router = renderAt(`/login/google#id_token=${token}&state=abc123`);
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profil');
    expect(api.callsTo('/travel/customer-login')[0]?.body).toEqual({
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: token,
      email: 'budi@example.com',
    });
    expect(document.cookie).toContain('_atx=tok-g');
    expect(sessionStorage.getItem('google-sign-in')).toBeNull();
  });

  it('refuses a callback whose state was not issued here (login CSRF)', async () => {
    sessionStorage.setItem('google-sign-in', JSON.stringify({ state: 'mine', red: null }));
    const api = mockApi(() => undefined);
    const router = renderAt(
      `/login/google#id_token=${idToken({ email: 'x@evil.example' })}&state=theirs`,
    );
    expect(await screen.findByText(/Tautan masuk ini tidak berlaku/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    // The token is wiped from the address bar and history.
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Kembali ke Login' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
