import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { dismissToast, useToastStore } from '../../../stores/toast-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { profileMessages } from '../lib/profile-form';
import { ProfilePage, profileTexts } from './profile-page';

function renderProfile() {
  const router = createMemoryRouter(
    [
      { path: paths.profile.path, element: <ProfilePage /> },
      { path: paths.login.path, element: <h1>Masuk</h1> },
    ],
    { initialEntries: [paths.profile.getHref()] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const stored = {
  nama: 'Budi Santoso',
  email: 'budi@example.com',
  telp: '6281234567890',
  jenis_kelamin: 'L',
  tanggal_lahir: '1990-05-17',
  pekerjaan_id: 2,
  pekerjaan_lainnya: null,
  poin: 1250,
};

const saveButton = () => screen.getByRole('button', { name: profileTexts.save });
const updateBody = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(String(api.callsTo('/travel/customer-update-data')[0]?.init?.body));

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
  dismissToast();
});

describe('/profil', () => {
  it('sends a guest to /login and back here afterwards', async () => {
    mockApi(() => undefined);
    const router = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?red=%2Fprofil',
    );
  });

  it('shows a loading state, then the profile in the form', async () => {
    document.cookie = '_atx=tok; path=/';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify({ status: 'OK', results: stored }), { status: 200 });
      }),
    );
    renderProfile();
    expect(await screen.findByText(profileTexts.loading)).toBeTruthy();
    release();
    const name = (await screen.findByLabelText(/Nama Lengkap/)) as HTMLInputElement;
    expect(name.value).toBe('Budi Santoso');
    expect((screen.getByLabelText('Laki-laki') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Tanggal Lahir/) as HTMLInputElement).value).toBe('1990-05-17');
    expect((screen.getByLabelText('Pekerjaan') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByText('budi@example.com')).toBeTruthy();
    expect(screen.getByText('1.250')).toBeTruthy();
    // Nothing changed yet: nothing to save.
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an error state with a retry when the profile cannot be read', async () => {
    document.cookie = '_atx=tok; path=/';
    let answer: { status?: number; body: unknown } = fail(
      422,
      'VALIDATION_ERROR',
      'Profil tidak ditemukan',
    );
    mockApi(() => answer);
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Profil tidak ditemukan')).toBeTruthy();
    answer = ok(stored);
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByLabelText(/Nama Lengkap/)).toBeTruthy();
  });

  it('validates, then saves name, gender, birth date and occupation form-encoded', async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(stored);
      if (url.pathname.endsWith('/travel/customer-update-data')) return ok({});
      return undefined;
    });
    const user = userEvent.setup();
    renderProfile();
    const name = (await screen.findByLabelText(/Nama Lengkap/)) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Siti 3');
    await user.click(screen.getByLabelText('Perempuan'));
    const birth = screen.getByLabelText(/Tanggal Lahir/) as HTMLInputElement;
    await user.clear(birth);
    await user.type(birth, '2999-01-01');
    await user.selectOptions(screen.getByLabelText('Pekerjaan'), 'Lainnya');
    await user.click(saveButton());
    expect(screen.getByText('Gunakan hanya abjad, contoh Budi')).toBeTruthy();
    expect(screen.getByText(profileMessages.birthDateFuture)).toBeTruthy();
    expect(screen.getByText(profileMessages.otherRequired)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(api.callsTo('/customer-update-data')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Siti  Aminah');
    await user.clear(birth);
    await user.type(birth, '1992-02-29');
    await user.type(screen.getByLabelText(/Sebutkan pekerjaan/), 'Pemandu wisata');
    await user.click(saveButton());
    expect(await screen.findByText(`✓ ${profileTexts.saved}`)).toBeTruthy();

    const call = api.callsTo('/travel/customer-update-data')[0];
    expect(call?.init?.method).toBe('POST');
    expect(new Headers(call?.init?.headers).get('Content-Type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(Object.fromEntries(updateBody(api))).toEqual({
      nama: 'Siti Aminah',
      jenis_kelamin: 'P',
      tanggal_lahir: '1992-02-29',
      pekerjaan_id: '99',
      pekerjaan_lainnya: 'Pemandu wisata',
    });
    expect(useToastStore.getState().current?.message).toBe(profileTexts.saved);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    // The header's name comes from a fresh read of the profile.
    await vi.waitFor(() => expect(api.callsTo('/travel/customer-profil')).toHaveLength(2));
  });

  it("keeps the edits and toasts 'Gagal Mengirim Permintaan' when saving fails", async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(stored);
      if (url.pathname.endsWith('/travel/customer-update-data'))
        return fail(422, 'VALIDATION_ERROR', 'Nama terlalu panjang');
      return undefined;
    });
    const user = userEvent.setup();
    renderProfile();
    const name = (await screen.findByLabelText(/Nama Lengkap/)) as HTMLInputElement;
    await user.type(name, ' Wijaya');
    await user.click(saveButton());
    expect(await screen.findByText('Nama terlalu panjang')).toBeTruthy();
    expect(useToastStore.getState().current).toMatchObject({
      message: 'Gagal Mengirim Permintaan',
      type: 'error',
    });
    expect(name.value).toBe('Budi Santoso Wijaya');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
