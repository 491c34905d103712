import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';
import { errorResponse, scheduleGroup, scheduleItem, stubApi } from '../testing/fixtures';
import { ScheduleGroupCard } from './schedule-group';

const SEARCH = {
  asal_id: 1,
  asal_tipe: 'city',
  tujuan_id: 2,
  tujuan_tipe: 'city',
  tanggal_berangkat: '2999-01-10',
  show_connecting: 1,
  sort: 'harga-termurah',
  quick_filter: 'pagi',
  page: 2,
};
const six = scheduleItem();
const eight = scheduleItem({ jadwal_kode: 'XTR-01-0800', jam_berangkat: '08:00', harga: 140000 });

function renderGroup(items = [six, eight], onChoose = vi.fn()) {
  const group = scheduleGroup(items);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <ScheduleGroupCard group={group} search={SEARCH} onChoose={onChoose} />
      </ul>
    </QueryClientProvider>,
  );
  return { group, onChoose };
}

const toggle = () => screen.getByRole('button', { name: /^(Lihat \d+ jadwal|Tutup jadwal)/ });

describe('ScheduleGroupCard opening (list-jadwal)', () => {
  it('shows the summary closed and asks for the schedules only when opened', async () => {
    const { calls } = stubApi({});
    const { group } = renderGroup();
    // What a closed group shows comes from the summary: times, lowest fare, seats left.
    expect(screen.getByText('06.00')).toBeTruthy();
    expect(screen.getByText('08.00')).toBeTruthy();
    expect(screen.getByText(/2 jadwal · 16 kursi tersedia/)).toBeTruthy();
    expect(screen.getByText(/140\.000/)).toBeTruthy();
    expect(calls('list-jadwal')).toHaveLength(0);

    await userEvent.click(toggle());
    const list = await screen.findByRole('list', { name: 'Jadwal Xpress Trans Priangan' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const [asked] = calls('list-jadwal');
    expect(Object.fromEntries(asked!)).toEqual({
      asal_id: '1',
      asal_tipe: 'city',
      tujuan_id: '2',
      tujuan_tipe: 'city',
      tanggal_berangkat: '2999-01-10',
      show_connecting: '1',
      sort: 'harga-termurah',
      quick_filter: 'pagi',
      operator_kode: 'XTR',
      jurusan_id: '1',
      group_kode: group.group_kode,
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a placeholder while the schedules load', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderGroup();
    await userEvent.click(toggle());
    expect(screen.getAllByText('Memuat jadwal Xpress Trans Priangan…')).toHaveLength(2);
    answer(
      new Response(JSON.stringify({ status: 'OK', results: { list: [six, eight] } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await screen.findByRole('list', { name: 'Jadwal Xpress Trans Priangan' });
    expect(screen.queryByText('Memuat jadwal Xpress Trans Priangan…')).toBeNull();
  });

  it('says in Indonesian when the schedules fail, and Coba lagi asks again', async () => {
    let fail = true;
    const { calls } = stubApi({
      'list-jadwal': () =>
        fail
          ? errorResponse(503, 'Layanan sedang sibuk, coba beberapa saat lagi.', 'UNAVAILABLE')
          : { list: [six, eight] },
    });
    renderGroup();
    await userEvent.click(toggle());
    // The client retries a busy server once before saying so: more than findBy's 1 s default
    // on a loaded machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/Jadwal Xpress Trans Priangan gagal dimuat/);
    expect(alert.textContent).toMatch(/Layanan sedang sibuk/);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await screen.findByRole('list', { name: 'Jadwal Xpress Trans Priangan' });
    expect(calls('list-jadwal').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the group has no schedules left', async () => {
    stubApi({ 'list-jadwal': () => ({ list: [] }) });
    renderGroup();
    await userEvent.click(toggle());
    expect((await screen.findByRole('status')).textContent).toMatch(/sudah tidak tersedia/);
    expect(screen.getByRole('button', { name: 'Muat ulang hasil' })).toBeTruthy();
  });

  it('opens a group of one schedule by itself: one tap on Pilih books it', async () => {
    stubApi({});
    const { onChoose } = renderGroup([eight]);
    await userEvent.click(await screen.findByRole('button', { name: /^Pilih jadwal 08\.00/ }));
    expect(onChoose).toHaveBeenCalledWith(eight);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
