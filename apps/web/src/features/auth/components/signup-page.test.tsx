import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { REGISTRATION_EVENT } from '../../../lib/ad-tracker';
import { useLoadingStore } from '../../../stores/loading-store';
import { dismissToast, useToastStore } from '../../../stores/toast-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { SignupPage, signupTexts } from './signup-page';

function renderSignup() {
  const router = createMemoryRouter(
    [
      { path: paths.signup.path, element: <SignupPage /> },
      { path: paths.login.path, element: <h1>Masuk</h1> },
      { path: paths.home.path, element: <h1>Beranda</h1> },
    ],
    { initialEntries: [paths.signup.getHref()] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const newProfile = (overrides: Record<string, unknown> = {}) => ({
  nama: '',
  email: 'budi@example.com',
  telp: null,
  jenis_kelamin: null,
  tanggal_lahir: null,
  pekerjaan_id: null,
  pekerjaan_lainnya: null,
  poin: 0,
  ...overrides,
});

const first = () => screen.getByLabelText(/Nama Depan/) as HTMLInputElement;
const last = () => screen.getByLabelText(/Nama Belakang/) as HTMLInputElement;

beforeEach(() => {
  useViewModeStore.setState({ mode: 'm' });
  useLoadingStore.setState({ pending: 0 });
  dismissToast();
});

describe('/signup guards (spec §4 "Signup")', () => {
  it('sends a visitor without the cookie to /login without asking the server', async () => {
    const api = mockApi(() => undefined);
    const router = renderSignup();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toHaveLength(0);
  });

  it("shows an error state and the toast 'Maaf, permintaan gagal' when the profile fails", async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi(() => fail(422, 'VALIDATION_ERROR', 'x'));
    renderSignup();
    expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Maaf, permintaan gagal');
    expect(useToastStore.getState().current).toMatchObject({
      message: 'Maaf, permintaan gagal',
      type: 'error',
      duration: 3000,
    });
    expect(useLoadingStore.getState().pending).toBe(0);
    const call = api.callsTo('/travel/customer-profil')[0];
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('sends a customer who already has a name to /', async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi(() => ok(newProfile({ nama: 'Budi Santoso' })));
    const router = renderSignup();
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/signup form', () => {
  beforeEach(() => {
    document.cookie = '_atx=tok; path=/';
  });

  it('shows the read-only contact and the name messages of spec §5', async () => {
    const api = mockApi(() => ok(newProfile()));
    const user = userEvent.setup();
    renderSignup();
    await screen.findByLabelText(/Nama Depan/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lengkapi Informasi Diri');
    expect(first().placeholder).toBe('Masukan nama depan');
    expect(last().placeholder).toBe('Masukan nama belakang');
    const contact = screen.getByLabelText('Email') as HTMLInputElement;
    expect(contact.value).toBe('budi@example.com');
    expect(contact.readOnly).toBe(true);

    // Required only after a submit attempt.
    expect(screen.queryByText('Wajib Di Isi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getAllByText('Wajib Di Isi')).toHaveLength(2);
    expect(document.activeElement).toBe(first());

    await user.type(first(), 'Budi2');
    expect(screen.getByText('Gunakan hanya abjad, contoh Budi')).toBeTruthy();
    await user.clear(first());
    await user.type(first(), 'A'.repeat(40));
    expect(first().value).toHaveLength(32);
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(document.activeElement).toBe(last());
    expect(api.callsTo('/customer-update-data')).toHaveLength(0);
  });

  it('labels the contact Nomor Telepon for a customer who signed in by phone', async () => {
    mockApi(() => ok(newProfile({ email: null, telp: '6281234567890' })));
    renderSignup();
    const contact = (await screen.findByLabelText('Nomor Telepon')) as HTMLInputElement;
    expect(contact.value).toBe('6281234567890');
  });

  it('posts the full name form-encoded, tracks the registration, toasts and goes home', async () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('dataLayer', dataLayer);
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(newProfile());
      if (url.pathname.endsWith('/travel/customer-update-data')) return ok({});
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderSignup();
    await user.type(await screen.findByLabelText(/Nama Depan/), 'Budi');
    await user.type(last(), 'Santoso');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    const [call, ...more] = api.callsTo('/travel/customer-update-data');
    expect(more).toHaveLength(0);
    expect(call?.init?.method).toBe('POST');
    const headers = new Headers(call?.init?.headers);
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(call?.init?.body).toBe('nama=Budi+Santoso');
    expect(useToastStore.getState().current).toMatchObject({
      message: signupTexts.success,
      type: 'success',
      duration: 3000,
    });
    expect(dataLayer).toEqual([{ event: REGISTRATION_EVENT, method: 'email' }]);
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it("toasts 'Gagal Mengirim Permintaan' and stays when the update fails", async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(newProfile());
      if (url.pathname.endsWith('/travel/customer-update-data'))
        return fail(422, 'VALIDATION_ERROR', 'Gunakan hanya abjad, contoh Budi');
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderSignup();
    await user.type(await screen.findByLabelText(/Nama Depan/), 'Budi');
    await user.type(last(), 'Santoso');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().current?.message).toBe('Gagal Mengirim Permintaan'),
    );
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Lanjutkan' })).toBeTruthy();
  });

  it('works without an ad tracker on the page', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(newProfile());
      if (url.pathname.endsWith('/travel/customer-update-data')) return ok({});
      return undefined;
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(await screen.findByLabelText(/Nama Depan/), 'Siti');
    await user.type(last(), 'Aminah');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
  });
});
