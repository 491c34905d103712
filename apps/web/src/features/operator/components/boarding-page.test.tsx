import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { PETUGAS, signInStaff } from '../testing/fixtures';

// Pixels cannot be decoded in happy-dom: the decoder answers what each test sets. The
// real decoders are exercised in Chromium by e2e/operator.e2e.test.ts.
const decoded = vi.hoisted(() => ({ photo: null as string | null, frame: null as string | null }));
vi.mock('../lib/qr-decoder', () => ({
  decodeQrPhoto: async () => decoded.photo,
  loadQrDecoder: async () => ({ kind: 'jsqr', decode: async () => decoded.frame }),
}));

function renderAt(href: string) {
  return renderApp(href);
}

const BOARDED = {
  reservasi_kode: 'LTSAAA111',
  keberangkatan: {
    operator_kode: 'XTR',
    jadwal_kode: 'XTR-01-1000',
    tanggal: '2026-11-24',
    jam_berangkat: '10:00',
    zona_waktu_berangkat: 'WIB',
    rute: 'Bandung Pasteur - Jakarta Blok M',
  },
  penumpang: [
    {
      kursi: '1',
      nama: 'Sari Wulandari',
      naik_di: 'Pasteur, Bandung',
      turun_di: 'Blok M, Jakarta',
    },
    { kursi: '2', nama: 'Dimas Pratama', naik_di: 'Pasteur, Bandung', turun_di: 'Blok M, Jakarta' },
  ],
  metode: 'manual',
  naik_pada: '2026-11-24T02:31:00.000Z',
  naik_pada_lokal: '2026-11-24 09:31:00',
};

/** The boarding endpoint answers `answer`; the body of each call is kept. */
function boardingApi(answer: () => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  return mockApi((url) => {
    if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
    if (url.pathname.endsWith('/staff/boarding')) return answer();
    return undefined;
  });
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Kode booking' });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Naikkan' }));
}

const result = () => document.querySelector('section[data-outcome]');

beforeEach(() => {
  signInStaff();
  decoded.photo = null;
  decoded.frame = null;
});

describe('/operator/naik (boarding at the door)', () => {
  it('boards a typed code and shows who boarded and their seats, in green', async () => {
    const api = boardingApi(() => ok(BOARDED));
    renderAt('/operator/naik');
    await typeCode('ltsaaa111');
    await screen.findByRole('heading', { name: 'Boleh naik' });
    expect(api.callsTo('/staff/boarding')[0]!.body).toEqual({ reservasi_kode: 'LTSAAA111' });
    const panel = within(result() as HTMLElement);
    expect(result()!.getAttribute('data-outcome')).toBe('boarded');
    expect(panel.getByText('Kode booking LTSAAA111')).toBeTruthy();
    expect(panel.getByText('Sari Wulandari')).toBeTruthy();
    expect(panel.getByText('Dimas Pratama')).toBeTruthy();
    expect(panel.getByText('1')).toBeTruthy();
    expect(panel.getByText('2')).toBeTruthy();
    expect(panel.getByText(/2 penumpang tercatat naik pukul 09\.31/)).toBeTruthy();
    // Cleared for the next passenger.
    expect((screen.getByRole('textbox', { name: 'Kode booking' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('tells a second scan "sudah naik" with when, in amber', async () => {
    boardingApi(() =>
      fail(
        409,
        'BOARDING_ALREADY',
        'Penumpang sudah naik pada 2026-11-24 pukul 09.31 WIB. Tiket ini tidak dapat dipakai lagi.',
        {
          reservasi_kode: 'LTSAAA111',
          naik_pada: BOARDED.naik_pada,
          naik_pada_lokal: BOARDED.naik_pada_lokal,
          penumpang: BOARDED.penumpang,
        },
      ),
    );
    renderAt('/operator/naik');
    await typeCode('LTSAAA111');
    await screen.findByRole('heading', { name: 'Sudah naik' });
    expect(result()!.getAttribute('data-outcome')).toBe('already');
    const panel = within(result() as HTMLElement);
    expect(
      panel.getByText(
        'Penumpang sudah naik pada 2026-11-24 pukul 09.31 WIB. Tiket ini tidak dapat dipakai lagi.',
      ),
    ).toBeTruthy();
    expect(panel.getByText('Sari Wulandari')).toBeTruthy();
  });

  it("refuses with the server's reason, in red", async () => {
    boardingApi(() =>
      fail(
        409,
        'BOARDING_REFUSED',
        'Tiket belum dibayar: penumpang perlu menyelesaikan pembayaran sebelum naik.',
      ),
    );
    renderAt('/operator/naik');
    await typeCode('LTSCCC333');
    await screen.findByRole('heading', { name: 'Tidak boleh naik' });
    expect(result()!.getAttribute('data-outcome')).toBe('refused');
    expect(
      within(result() as HTMLElement).getByText(
        'Tiket belum dibayar: penumpang perlu menyelesaikan pembayaran sebelum naik.',
      ),
    ).toBeTruthy();
  });

  it('sends to the departures when a ticket boards more than once today', async () => {
    boardingApi(() =>
      fail(
        400,
        'BOARDING_DEPARTURE_REQUIRED',
        'Tiket ini punya beberapa keberangkatan hari ini. Pilih keberangkatan yang dinaiki.',
      ),
    );
    renderAt('/operator/naik');
    await typeCode('LTSDDD444');
    await screen.findByRole('heading', { name: 'Pilih keberangkatan' });
    expect(
      screen
        .getByRole('link', { name: 'Pilih keberangkatan dari daftar, lalu pindai dari manifesnya' })
        .getAttribute('href'),
    ).toBe('/operator');
  });

  it('checks a typed code before sending it', async () => {
    const api = boardingApi(() => ok(BOARDED));
    renderAt('/operator/naik');
    await typeCode('LTS-12');
    expect(
      await screen.findByText('Kode booking hanya huruf dan angka, 4 sampai 32 karakter'),
    ).toBeTruthy();
    expect(api.callsTo('/staff/boarding')).toHaveLength(0);
  });

  it("sends a photo's QR as qr_content for the departure opened from its manifest", async () => {
    const api = boardingApi(() =>
      fail(
        422,
        'BOARDING_QR_INVALID',
        'QR tidak sah: bukan e-tiket Lintas. Minta penumpang menunjukkan e-tiket aslinya.',
      ),
    );
    decoded.photo = 'LINTAS1.LTSAAA111.bukan-tanda-tangan';
    renderAt('/operator/naik?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal=2026-11-24');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pindai dari foto' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'tiket.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('heading', { name: 'QR tidak sah' });
    expect(api.callsTo('/staff/boarding')[0]!.body).toEqual({
      qr_content: 'LINTAS1.LTSAAA111.bukan-tanda-tangan',
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: '2026-11-24',
    });
  });

  it('says when a photo holds no readable QR, and sends nothing', async () => {
    const api = boardingApi(() => ok(BOARDED));
    renderAt('/operator/naik');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pindai dari foto' });
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'buram.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(/QR tidak terbaca pada foto ini/)).toBeTruthy();
    expect(api.callsTo('/staff/boarding')).toHaveLength(0);
  });

  it('boards what the camera reads', async () => {
    const api = boardingApi(() => ok({ ...BOARDED, metode: 'qr' }));
    const stop = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // happy-dom takes only its own MediaStream as a video's source.
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    decoded.frame = 'LINTAS1.LTSAAA111.tandatangan';
    renderAt('/operator/naik');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nyalakan kamera' }));
    await screen.findByRole('heading', { name: 'Boleh naik' });
    expect(api.callsTo('/staff/boarding')[0]!.body).toEqual({
      qr_content: 'LINTAS1.LTSAAA111.tandatangan',
    });
    expect(within(result() as HTMLElement).getByText(/pindai QR/)).toBeTruthy();
    // The same ticket still in front of the camera is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('/staff/boarding')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Matikan kamera' }));
    expect(stop).toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'Izin kamera ditolak'],
    ['NotFoundError', 'Kamera tidak ditemukan'],
    ['NotReadableError', 'Kamera sedang dipakai'],
  ])('explains a camera that fails with %s', async (name, title) => {
    boardingApi(() => ok(BOARDED));
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(async () => {
          throw new DOMException('kamera', name);
        }),
      },
    });
    renderAt('/operator/naik');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nyalakan kamera' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(screen.getByRole('button', { name: 'Coba nyalakan kamera lagi' })).toBeTruthy();
    // The other ways stay open.
    expect(screen.getByRole('button', { name: 'Pindai dari foto' })).toBeTruthy();
  });

  it('explains a browser without camera access', async () => {
    boardingApi(() => ok(BOARDED));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderAt('/operator/naik');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nyalakan kamera' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Kamera tidak dapat dipakai di peramban ini',
      ),
    );
  });
});
