import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
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

/** The account menu's 'Bantuan & Masukan' entry and the unread reply badge (totalReplyFeedback). */
describe('the account menu and feedback replies', () => {
  it('shows the unread count, and after opening the thread (flag_read=1) asks again and drops it', async () => {
    document.cookie = '_atx=tok; path=/';
    let unread = 2;
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil')) return ok(profile);
      if (url.pathname.endsWith('/travel/feedback-unread'))
        return ok({ total_reply_feedback: unread });
      if (url.pathname.endsWith('/travel/feedback-detail')) {
        unread = 0;
        return ok({
          feedback_id: 4,
          kategori: 'Saran',
          pesan: 'Tambah jadwal malam, ya.',
          kode_booking: null,
          status: 'answered',
          tanggal: '2026-11-21T01:05:00.000Z',
          jumlah_balasan: 2,
          balasan_belum_dibaca: 0,
          balasan: [],
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderApp('/cek-pesanan');
    const trigger = await screen.findByRole('button', { name: /Budi Santoso/ });
    await waitFor(() => expect(trigger.textContent).toContain('2 balasan belum dibaca'));
    await user.click(trigger);
    const entry = screen.getByRole('link', { name: /Bantuan & Masukan/ });
    expect(entry.getAttribute('href')).toBe('/bantuan');
    expect(entry.textContent).toContain('2 balasan belum dibaca');

    await router.navigate('/bantuan?id=4');
    expect(await screen.findByText('Tambah jadwal malam, ya.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/travel/feedback-unread')).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: /Budi Santoso/ })).queryByText(/belum dibaca/),
      ).toBeNull(),
    );
  });
});
