import { addDaysIso } from '@lintas/domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok, type Handler } from '../../../testing/api-mock';
import { todayInJakarta } from '../lib/departure-key';
import { departure, PETUGAS, signInStaff } from '../testing/fixtures';

function renderAt(href: string) {
  return renderApp(href);
}

/** /staff/me answers the petugas; the departures as `departures` says. */
function staffApi(departures: Handler) {
  return mockApi((url, init) => {
    if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
    if (url.pathname.endsWith('/staff/keberangkatan')) return departures(url, init);
    return undefined;
  });
}

const TWO_ROUTES = [
  departure(),
  departure({
    jadwal_kode: 'XTR-02-1200',
    jam_berangkat: '12:00',
    rute: { ...departure().rute, nama: 'Bandung Dago - Jakarta Kuningan' },
    kursi: { total: 12, terjual: 12, ditahan: 0, kosong: 0 },
    penumpang: 12,
    sudah_naik: 0,
    status: 'berangkat',
  }),
];

describe('/operator (the departures of a day)', () => {
  it("asks the server for today in Jakarta and lists each departure's load and boarding", async () => {
    signInStaff();
    const api = staffApi(() => ok({ tanggal: todayInJakarta(), list: TWO_ROUTES }));
    renderAt('/operator');
    // Loading first: a status names what is coming.
    expect(await screen.findByText('Memuat keberangkatan…')).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(api.callsTo('/staff/keberangkatan')[0]!.url.searchParams.get('tanggal')).toBe(
      todayInJakarta(),
    );
    const first = within(cards[0]!);
    expect(
      first.getByRole('link', { name: 'Bandung Pasteur - Jakarta Blok M' }).getAttribute('href'),
    ).toBe('/operator/manifes/XTR/XTR-01-1000/2026-11-24');
    expect(first.getByText('10.00')).toBeTruthy();
    expect(first.getByText('33% terisi')).toBeTruthy();
    expect(first.getByText('3 terjual')).toBeTruthy();
    expect(first.getByText('1 ditahan')).toBeTruthy();
    expect(first.getByText('8 kosong')).toBeTruthy();
    expect(first.getByText('1 dari 3 penumpang sudah naik')).toBeTruthy();
    expect(first.getByText(/Shuttle Hiace 12 Kursi · Reguler/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Sudah berangkat')).toBeTruthy();
    expect(within(cards[1]!).getByText('100% terisi')).toBeTruthy();
    expect(screen.getByText('2 keberangkatan · 15 penumpang · 1 sudah naik')).toBeTruthy();
  });

  it('filters by route and moves a day at a time', async () => {
    signInStaff();
    const api = staffApi((url) =>
      ok({ tanggal: url.searchParams.get('tanggal'), list: TWO_ROUTES }),
    );
    const router = renderAt('/operator?tanggal=2026-11-24');
    const user = userEvent.setup();
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Rute'), 'Bandung Dago - Jakarta Kuningan');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bandung Dago - Jakarta Kuningan' })).toBeTruthy();
    expect(router.location.search).toContain('rute=Bandung+Dago');

    await user.click(screen.getByRole('button', { name: 'Hari berikutnya' }));
    await waitFor(() =>
      expect(api.callsTo('/staff/keberangkatan').at(-1)!.url.searchParams.get('tanggal')).toBe(
        '2026-11-25',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Hari sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Hari sebelumnya' }));
    await waitFor(() => expect(router.location.search).toContain('tanggal=2026-11-23'));
  });

  it('says so when no departure leaves that day', async () => {
    signInStaff();
    const api = staffApi((url) => ok({ tanggal: url.searchParams.get('tanggal'), list: [] }));
    renderAt('/operator?tanggal=2026-12-31');
    expect(await screen.findByRole('heading', { name: 'Tidak ada keberangkatan' })).toBeTruthy();
    expect(
      screen.getByText('Tidak ada jadwal yang berangkat pada Kamis, 31 Desember 2026.'),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat hari berikutnya' }));
    await waitFor(() =>
      expect(api.callsTo('/staff/keberangkatan').at(-1)!.url.searchParams.get('tanggal')).toBe(
        addDaysIso('2026-12-31', 1),
      ),
    );
  });

  it("shows a failure with the server's message and tries again", async () => {
    signInStaff();
    let calls = 0;
    staffApi(() =>
      // The first answer and the client's one retry of a 5xx.
      ++calls <= 2
        ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk. Silakan coba lagi.')
        : ok({ tanggal: '2026-11-24', list: [departure()] }),
    );
    renderAt('/operator?tanggal=2026-11-24');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Keberangkatan gagal dimuat')).toBeTruthy();
    expect(within(alert).getByText('Layanan sedang sibuk. Silakan coba lagi.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('signs the staff member out on a 401 (not the customer) and asks for a sign-in that comes back to this day', async () => {
    signInStaff();
    document.cookie = '_atx=customer-token; path=/';
    staffApi(() =>
      fail(401, 'STAFF_SESSION_EXPIRED', 'Sesi petugas telah berakhir. Silakan masuk kembali.'),
    );
    const router = renderAt('/operator?tanggal=2026-11-24');
    expect(await screen.findByRole('heading', { name: 'Masuk Petugas' })).toBeTruthy();
    expect(router.location.pathname).toBe('/operator/masuk');
    expect(router.location.search).toBe('?red=%2Foperator%3Ftanggal%3D2026-11-24');
    expect(screen.getByText('Sesi petugas telah berakhir. Silakan masuk kembali.')).toBeTruthy();
    expect(sessionStorage.getItem('staff-session')).toBeNull();
    expect(document.cookie).toContain('_atx=customer-token');
  });
});
