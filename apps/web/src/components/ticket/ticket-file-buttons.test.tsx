import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { saveGuestToken } from '../../lib/guest-tokens';
import { resetPlatformForTests } from '../../lib/platform';
import { fail, mockApi, ok } from '../../testing/api-mock';
import { TICKET_FILE_OFFLINE_MESSAGE, TicketFileButtons } from './ticket-file-buttons';

const CODE = 'LTFILE123';
const pathOf = (format: string) =>
  `/api/travel/unduh-e-tiket?t=${CODE}.${format}.1790000000.${'m'.repeat(43)}`;
const linkOf = (format: 'pdf' | 'ics') => ({
  reservasi_kode: CODE,
  format,
  url: `https://lintas.example${pathOf(format)}`,
  path: pathOf(format),
  nama_file: `e-tiket-${CODE}.${format}`,
  berlaku_sampai: new Date(Date.now() + 600_000).toISOString(),
  berlaku_menit: 10,
});

/**
 * The e-ticket's file buttons (decision 0041): a signed link asked from the server with
 * this device's proof, then the app's download manager inside the apps, a plain download
 * in a browser; the button busy meanwhile; an Indonesian reason when it cannot be had.
 */
describe('Unduh E-Tiket and Tambah ke Kalender', () => {
  beforeEach(() => saveGuestToken(CODE, 'guest-secret'));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.LintasAndroid;
    window.history.replaceState(null, '', '/');
    resetPlatformForTests();
  });

  it('in a browser: asks the link with the guest token, then downloads it plainly under its name', async () => {
    const api = mockApi((url, init) => {
      if (!url.pathname.endsWith('/travel/tautan-e-tiket')) return undefined;
      const body = JSON.parse(String(init?.body)) as { format: 'pdf' | 'ics' };
      return ok(linkOf(body.format));
    });
    const download = vi.spyOn(browser, 'download').mockImplementation(() => undefined);
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    const user = userEvent.setup();
    render(<TicketFileButtons code={CODE} />);

    await user.click(screen.getByRole('button', { name: 'Unduh E-Tiket' }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith(
      `${window.location.origin}${pathOf('pdf')}`,
      `e-tiket-${CODE}.pdf`,
    );
    const asked = api.callsTo('/travel/tautan-e-tiket');
    expect(asked[0]?.body).toEqual({ reservasi_kode: CODE, format: 'pdf' });
    expect(new Headers(asked[0]?.init?.headers).get('X-Guest-Token')).toBe('guest-secret');

    await user.click(screen.getByRole('button', { name: 'Tambah ke Kalender' }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(2));
    expect(download).toHaveBeenLastCalledWith(
      `${window.location.origin}${pathOf('ics')}`,
      `e-tiket-${CODE}.ics`,
    );
    expect(open).not.toHaveBeenCalled();
  });

  it("inside the Android app: the host's downloadEticket gets the signed URL; nothing is downloaded by the page", async () => {
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    resetPlatformForTests();
    const host: unknown[] = [];
    window.LintasAndroid = { downloadEticket: (payload) => host.push(JSON.parse(payload)) };
    mockApi((url) =>
      url.pathname.endsWith('/travel/tautan-e-tiket') ? ok(linkOf('ics')) : undefined,
    );
    const download = vi.spyOn(browser, 'download').mockImplementation(() => undefined);
    render(<TicketFileButtons code={CODE} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Tambah ke Kalender' }));
    await vi.waitFor(() => expect(host).toHaveLength(1));
    expect(host[0]).toEqual({
      url: `${window.location.origin}${pathOf('ics')}`,
      fileName: `e-tiket-${CODE}.ics`,
    });
    expect(download).not.toHaveBeenCalled();
  });

  it('is busy while the link is fetched, then says why there is no file', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const download = vi.spyOn(browser, 'download').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<TicketFileButtons code={CODE} />);

    await user.click(screen.getByRole('button', { name: 'Unduh E-Tiket' }));
    const busy = await screen.findByRole('button', { name: 'Menyiapkan E-Tiket…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Tambah ke Kalender' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const refused = fail(
      409,
      'E_TICKET_UNAVAILABLE',
      'E-tiket hanya dapat diunduh untuk pesanan yang sudah dibayar.',
    );
    answer(
      new Response(JSON.stringify(refused.body), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'E-tiket hanya dapat diunduh untuk pesanan yang sudah dibayar.',
    );
    expect(
      (screen.getByRole('button', { name: 'Unduh E-Tiket' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(download).not.toHaveBeenCalled();
  });

  it('offline: asks nothing and says the ticket on screen still works', async () => {
    const api = mockApi(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const download = vi.spyOn(browser, 'download').mockImplementation(() => undefined);
    render(<TicketFileButtons code={CODE} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unduh E-Tiket' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TICKET_FILE_OFFLINE_MESSAGE);
    expect(api.calls).toHaveLength(0);
    expect(download).not.toHaveBeenCalled();
  });

  it('a request that never reaches the server reads as offline too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<TicketFileButtons code={CODE} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tambah ke Kalender' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TICKET_FILE_OFFLINE_MESSAGE);
  });
});
