import type { StaffManifestResult } from '@lintas/domain/staff-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { departure, PETUGAS, signIn } from '../testing/fixtures';

function renderAt(href: string) {
  renderApp(href);
}

const RESULT = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1000',
  tanggal: '2026-11-24',
  jam_semula: '10:00',
  jam_baru: '13:30',
  alasan: 'Jalan tol ditutup pagi hari',
  dipindahkan_sekarang: true,
  pemesanan: [
    {
      reservasi_kode: 'LTSAAA111',
      pemesan_nama: 'Sari Wulandari',
      pemesan_telp: '081298765432',
      pemesan_email: 'sari@example.com',
      penumpang: [
        { kursi: '1', nama: 'Sari Wulandari' },
        { kursi: '2', nama: 'Dimas Pratama' },
      ],
      naik_di: {
        cabang_nama: 'Pasteur',
        kota_nama: 'Bandung',
        tanggal: '2026-11-24',
        jam: '13:30',
        zona_waktu: 'WIB',
      },
    },
  ],
  jumlah_penumpang: 2,
  pemberitahuan: 2,
};

function manifest(overrides: Partial<StaffManifestResult> = {}): StaffManifestResult {
  const point = (kota: string, cabang: string) => ({
    cabang_kode: cabang.toUpperCase(),
    cabang_nama: cabang,
    kota_nama: kota,
  });
  const passenger = (kursi: string, nama: string, kode: string, pemesan: string, telp: string) => ({
    kursi,
    nama,
    reservasi_kode: kode,
    pemesan_nama: pemesan,
    pemesan_telp: telp,
    naik_di: { ...point('Bandung', 'Pasteur'), jam: '10:00', zona_waktu: 'WIB' },
    turun_di: point('Jakarta', 'Blok M'),
    status_naik: 'belum' as const,
    naik_pada: null,
    naik_pada_lokal: null,
  });
  return {
    keberangkatan: departure(),
    penumpang: [
      passenger('1', 'Sari Wulandari', 'LTSAAA111', 'Sari Wulandari', '081298765432'),
      passenger('2', 'Dimas Pratama', 'LTSAAA111', 'Sari Wulandari', '081298765432'),
      passenger('3', 'Rina Kusuma', 'LTSBBB222', 'Rina Kusuma', '081377788899'),
    ],
    ...overrides,
  };
}

const DAY = (url: URL) =>
  ok({
    tanggal: url.searchParams.get('tanggal'),
    list: [
      departure(),
      departure({ jadwal_kode: 'XTR-01-0800', jam_berangkat: '08:00', status: 'berangkat' }),
    ],
  });

describe('/operator/pindah-jam', () => {
  it('moves the departure named in the address after a confirmation naming who will be told', async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan')) return DAY(url);
      if (url.pathname.endsWith('/staff/manifest')) return ok(manifest());
      if (url.pathname.endsWith('/staff/keberangkatan/pindah') && init?.method === 'POST')
        return ok(RESULT);
      return undefined;
    });
    renderAt('/operator/pindah-jam?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal=2026-11-24');
    const user = userEvent.setup();
    const select = (await screen.findByLabelText('Keberangkatan')) as HTMLSelectElement;
    // The departure named in the address is chosen; one that has left cannot be.
    expect(select.value).toBe('XTR|XTR-01-1000');
    expect(
      (within(select).getByRole('option', { name: /08\.00.*sudah berangkat/ }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pindahkan jam' }));
    expect(screen.getByText('Isi jam baru, misalnya 13:30')).toBeTruthy();
    expect(screen.getByText('Alasan minimal 5 karakter')).toBeTruthy();
    // The same time is no move.
    await user.type(screen.getByLabelText('Jam baru (di pemberhentian pertama)'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Pindahkan jam' }));
    expect(screen.getByText('Keberangkatan ini sudah pukul 10.00; pilih jam lain')).toBeTruthy();

    const timeInput = screen.getByLabelText('Jam baru (di pemberhentian pertama)');
    await user.clear(timeInput);
    await user.type(timeInput, '13:30');
    await user.type(
      screen.getByLabelText('Alasan (dibaca pemesan)'),
      'Jalan tol ditutup pagi hari',
    );
    await user.click(screen.getByRole('button', { name: 'Pindahkan jam' }));
    expect(
      screen.getByText(/Pindahkan XTR-01-1000 .* dari pukul 10\.00 ke pukul 13\.30 WIB\?/),
    ).toBeTruthy();
    // Every paid booker who will be told, with their seats, from the manifest.
    const told = await screen.findByRole('region', { name: /2 pemesan diberi tahu/ });
    const items = within(told).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toBe(
      'LTSAAA111 · Sari Wulandari · 081298765432Kursi 1 Sari Wulandari, 2 Dimas Pratama',
    );
    expect(items[1]!.textContent).toContain('Rina Kusuma · 081377788899');
    expect(api.callsTo('/staff/keberangkatan/pindah')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ya, pindahkan' }));
    expect(
      await screen.findByRole('heading', { name: 'Jam keberangkatan dipindahkan' }),
    ).toBeTruthy();
    expect(api.callsTo('/staff/keberangkatan/pindah')[0]?.body).toEqual({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: '2026-11-24',
      jam_baru: '13:30',
      alasan: 'Jalan tol ditutup pagi hari',
    });
    const section = screen
      .getByRole('heading', { name: 'Jam keberangkatan dipindahkan' })
      .closest('section')!;
    expect(section.textContent).toContain('pukul 10.00 → 13.30');
    expect(section.textContent).toContain('2 pesan email/SMS dikirim');
    expect(
      within(section).getByRole('list', { name: 'Pemesan yang diberi tahu' }).textContent,
    ).toContain('Naik di Pasteur, Bandung pukul 13.30 WIB');
  });

  it("says the server's refusal and nobody to tell when nobody paid", async () => {
    signIn(PETUGAS);
    mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan')) return DAY(url);
      if (url.pathname.endsWith('/staff/manifest')) return ok(manifest({ penumpang: [] }));
      if (url.pathname.endsWith('/staff/keberangkatan/pindah') && init?.method === 'POST')
        return fail(
          400,
          'VALIDATION_ERROR',
          'Jam 07:30 pada Selasa, 24 November 2026 sudah lewat. Pilih jam yang belum lewat.',
        );
      return undefined;
    });
    renderAt('/operator/pindah-jam?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal=2026-11-24');
    const user = userEvent.setup();
    await screen.findByLabelText('Keberangkatan');
    await user.type(screen.getByLabelText('Jam baru (di pemberhentian pertama)'), '07:30');
    await user.type(screen.getByLabelText('Alasan (dibaca pemesan)'), 'Berangkat lebih pagi');
    await user.click(screen.getByRole('button', { name: 'Pindahkan jam' }));
    expect(
      await screen.findByText(
        'Belum ada penumpang yang membayar: tidak ada yang perlu diberi tahu.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ya, pindahkan' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sudah lewat');
  });

  it('is reached from a departure card still to leave', async () => {
    signIn(PETUGAS);
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan')) return DAY(url);
      return undefined;
    });
    renderAt('/operator?tanggal=2026-11-24');
    const link = await screen.findByRole('link', { name: 'Pindahkan jam XTR-01-1000' });
    expect(link.getAttribute('href')).toBe(
      '/operator/pindah-jam?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal=2026-11-24',
    );
    // A departure that has left has none.
    expect(screen.queryByRole('link', { name: 'Pindahkan jam XTR-01-0800' })).toBeNull();
  });

  it('is offered beside the cancellation, for the departure chosen there', async () => {
    signIn(PETUGAS);
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan')) return DAY(url);
      return undefined;
    });
    renderAt('/operator/pembatalan');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Keberangkatan');
    const link = screen.getByRole('link', { name: 'Pindahkan jam' });
    expect(link.getAttribute('href')).toBe('/operator/pindah-jam');
    await user.selectOptions(select, 'XTR|XTR-01-1000');
    expect(link.getAttribute('href')).toMatch(
      /^\/operator\/pindah-jam\?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal=\d{4}-\d{2}-\d{2}$/,
    );
  });
});
