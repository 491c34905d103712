import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { saveStaffSession } from '../../../lib/staff-session';
import { mockApi, ok } from '../../../testing/api-mock';
import { PETUGAS, signInStaff } from '../testing/fixtures';

const ADMIN = {
  id: 1,
  email: 'admin@lintas.test',
  nama: 'Admin Lintas',
  peran: 'admin' as const,
  operator_kode: null,
  operator_nama: null,
};

function renderAt(href: string) {
  return renderApp(href);
}

const entry = (id: number) => ({
  id,
  staf: { id: 2, email: 'petugas.xtr@lintas.test', nama: 'Petugas XTR' },
  aksi: 'boarding',
  entitas: 'reservation',
  kunci: `LTS${id}`,
  sebelum: { status_naik: 'belum' },
  sesudah: { status_naik: 'sudah', metode: 'manual', kursi: ['1', '2'] },
  pada: '2026-11-24T02:31:00.000Z',
});

describe('/operator/audit', () => {
  it('shows an admin each change with who, what, when and before/after, page by page', async () => {
    saveStaffSession({
      token: 'admin-token',
      kedaluwarsa: new Date(Date.now() + 3_600_000).toISOString(),
      staf: ADMIN,
    });
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(ADMIN);
      if (url.pathname.endsWith('/staff/audit')) {
        const page = Number(url.searchParams.get('page'));
        return ok({ page, total_page: 2, total_data: 51, list: [entry(page)] });
      }
      return undefined;
    });
    const router = renderAt('/operator/audit');
    const rows = await screen.findAllByRole('row');
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '24 Nov 2026 09.31 WIB',
      'Petugas XTR · petugas.xtr@lintas.test',
      'Naik penumpang',
      'reservation LTS1',
      'status_naik: belum → sudahmetode: manualkursi: 1, 2',
    ]);
    expect(screen.getByText('51 catatan · halaman 1 dari 2')).toBeTruthy();
    // The admin's menu has the entry.
    expect(
      within(screen.getByRole('navigation', { name: 'Menu konsol' })).getByRole('link', {
        name: 'Audit',
      }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lebih lama ›' }));
    await screen.findByText('51 catatan · halaman 2 dari 2');
    expect(router.location.search).toBe('?halaman=2');
    expect(api.callsTo('/staff/audit').map((call) => call.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('keeps a petugas out: no menu entry, no call, a clear word', async () => {
    signInStaff();
    const api = mockApi((url) => (url.pathname.endsWith('/staff/me') ? ok(PETUGAS) : undefined));
    renderAt('/operator/audit');
    expect(await screen.findByRole('heading', { name: 'Hanya untuk admin' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu konsol' });
    expect(within(menu).queryByRole('link', { name: 'Audit' })).toBeNull();
    await waitFor(() => expect(api.callsTo('/staff/me')).toHaveLength(1));
    expect(api.callsTo('/staff/audit')).toHaveLength(0);
  });
});
