import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { renderApp } from '../../../app/testing/render-app';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { FeedbackPage, feedbackTexts } from './feedback-page';

function renderFeedback(href: string = paths.feedback.getHref()) {
  const router = createMemoryRouter([{ path: paths.feedback.path, element: <FeedbackPage /> }], {
    initialEntries: [href],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const categories = ok([
  { kategori_id: 1, nama: 'Pemesanan & Pembayaran' },
  { kategori_id: 5, nama: 'Saran' },
]);

function thread(id: number, overrides: Record<string, unknown> = {}) {
  return {
    feedback_id: id,
    kategori: 'Saran',
    pesan: `Saran nomor ${id} untuk Lintas`,
    kode_booking: null,
    status: 'open',
    tanggal: '2026-11-21T01:05:00.000Z',
    jumlah_balasan: 0,
    balasan_belum_dibaca: 0,
    ...overrides,
  };
}

const historyPage = (list: unknown[], page = 1, totalPage = 1, total = list.length) =>
  ok({ page, total_page: totalPage, total_data: total, list });

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
});

describe('/bantuan', () => {
  it('sends a guest to /login and back here afterwards, without asking the server', async () => {
    const api = mockApi(() => undefined);
    const router = renderApp('/bantuan');
    await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' });
    expect(router.location.search).toBe('?red=%2Fbantuan');
    expect(api.callsTo('/feedback-riwayat')).toHaveLength(0);
    expect(api.callsTo('/feedback-unread')).toHaveLength(0);
  });

  it('lists the history with unread badges, and shows the empty state for a new customer', async () => {
    document.cookie = '_atx=tok; path=/';
    let list: unknown[] = [
      thread(2, { status: 'answered', jumlah_balasan: 2, balasan_belum_dibaca: 1 }),
      thread(1),
    ];
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/feedback-kategori')) return categories;
      if (url.pathname.endsWith('/travel/feedback-riwayat')) return historyPage(list);
      return undefined;
    });
    renderFeedback();
    expect(screen.getByText(feedbackTexts.loadingHistory)).toBeTruthy();
    const history = screen.getByRole('region', { name: feedbackTexts.history });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(feedbackTexts.unread(1))).toBeTruthy();
    expect(rows[0]!.textContent).toContain(feedbackTexts.replies(2));
    expect(within(rows[1]!).queryByText(/balasan baru/)).toBeNull();
    expect(rows[1]!.textContent).toContain(feedbackTexts.open);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/bantuan?id=2');

    document.body.innerHTML = '';
    list = [];
    renderFeedback();
    expect(await screen.findByRole('heading', { name: feedbackTexts.empty })).toBeTruthy();
  });

  it('checks the form, sends the feedback and shows the server’s refusal in Indonesian', async () => {
    document.cookie = '_atx=tok; path=/';
    let sent = false;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/travel/feedback-kategori')) return categories;
      if (url.pathname.endsWith('/travel/feedback-riwayat'))
        return historyPage(
          sent ? [thread(7, { pesan: 'Mohon tambah jadwal malam ke Bandung.' })] : [],
        );
      if (url.pathname.endsWith('/travel/feedback') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { kode_booking?: string };
        if (body.kode_booking === 'LNTBUKAN')
          return fail(
            400,
            'VALIDATION_ERROR',
            'Data tidak valid pada kode_booking: Kode booking tidak ditemukan di pesanan Anda',
          );
        sent = true;
        return ok({ ...thread(7), balasan: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderFeedback();
    const form = await screen.findByRole('region', { name: feedbackTexts.send });
    await screen.findByRole('option', { name: 'Saran' });

    await user.click(within(form).getByRole('button', { name: feedbackTexts.submit }));
    expect(within(form).getByText(feedbackTexts.categoryRequired)).toBeTruthy();
    expect(within(form).getByText(feedbackTexts.messageTooShort)).toBeTruthy();
    expect(api.callsTo('/travel/feedback')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(feedbackTexts.category), '5');
    await user.type(
      within(form).getByLabelText(feedbackTexts.message),
      'Mohon tambah jadwal malam ke Bandung.',
    );
    await user.type(within(form).getByLabelText(feedbackTexts.bookingCode), 'LNTBUKAN');
    await user.click(within(form).getByRole('button', { name: feedbackTexts.submit }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Kode booking tidak ditemukan di pesanan Anda',
    );

    await user.clear(within(form).getByLabelText(feedbackTexts.bookingCode));
    await user.click(within(form).getByRole('button', { name: feedbackTexts.submit }));
    await waitFor(() => expect(api.callsTo('/travel/feedback')).toHaveLength(2));
    expect(api.callsTo('/travel/feedback')[1]!.body).toEqual({
      kategori_id: 5,
      pesan: 'Mohon tambah jadwal malam ke Bandung.',
    });
    const history = screen.getByRole('region', { name: feedbackTexts.history });
    expect(await within(history).findByText('Mohon tambah jadwal malam ke Bandung.')).toBeTruthy();
    expect((within(form).getByLabelText(feedbackTexts.message) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('opens a thread with flag_read=1, shows the replies, and asks for the badges again', async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/feedback-kategori')) return categories;
      if (url.pathname.endsWith('/travel/feedback-riwayat'))
        return historyPage([thread(2, { status: 'answered', jumlah_balasan: 1 })]);
      if (url.pathname.endsWith('/travel/feedback-unread')) return ok({ total_reply_feedback: 0 });
      if (url.pathname.endsWith('/travel/feedback-detail'))
        return ok({
          ...thread(2, { status: 'answered', jumlah_balasan: 1, kode_booking: 'LNTAB12CD34' }),
          balasan: [
            {
              balasan_id: 9,
              pesan: 'Terima kasih, jadwal malam sedang kami siapkan.',
              nama_staf: 'Rina (CS)',
              tanggal: '2026-11-21T03:00:00.000Z',
              dibaca: true,
            },
          ],
        });
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderFeedback(paths.feedback.getHref(2));
    expect(screen.getByText(feedbackTexts.loadingThread)).toBeTruthy();
    expect(await screen.findByText('Terima kasih, jadwal malam sedang kami siapkan.')).toBeTruthy();
    expect(screen.getByText('Rina (CS)')).toBeTruthy();
    expect(screen.getByText('Saran nomor 2 untuk Lintas')).toBeTruthy();
    expect(screen.getByText(/LNTAB12CD34/)).toBeTruthy();
    const detail = api.callsTo('/travel/feedback-detail');
    expect(detail).toHaveLength(1);
    expect(detail[0]!.url.searchParams.get('feedback_id')).toBe('2');
    expect(detail[0]!.url.searchParams.get('flag_read')).toBe('1');

    await user.click(screen.getByRole('link', { name: feedbackTexts.back }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: feedbackTexts.history })).toBeTruthy();
  });

  it('shows a thread that cannot be loaded (someone else’s: 404) with a way back', async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/feedback-detail'))
        return fail(404, 'NOT_FOUND', 'Masukan tidak ditemukan.');
      return undefined;
    });
    renderFeedback(paths.feedback.getHref(99));
    expect(await screen.findByText(feedbackTexts.threadFailed)).toBeTruthy();
    expect(screen.getByText('Masukan tidak ditemukan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: feedbackTexts.back })).toBeTruthy();
  });

  it('shows the history’s failure with a retry', async () => {
    document.cookie = '_atx=tok; path=/';
    let broken = true;
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/feedback-kategori')) return categories;
      if (broken) return fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.');
      if (url.pathname.endsWith('/travel/feedback-riwayat')) return historyPage([thread(1)]);
      return undefined;
    });
    const user = userEvent.setup();
    renderFeedback();
    expect(
      await screen.findByText(feedbackTexts.historyFailed, {}, { timeout: 4000 }),
    ).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Saran nomor 1 untuk Lintas')).toBeTruthy();
  });
});
