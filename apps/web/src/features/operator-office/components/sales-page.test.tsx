import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { mockApi, ok } from '../../../testing/api-mock';
import { PETUGAS, salesReport, signIn } from '../testing/fixtures';
import { SalesChart } from './sales-chart';

function renderAt(href: string) {
  renderApp(href);
}

describe('/operator/penjualan', () => {
  it('shows the totals, a chart of the daily load factor and the table per day and route', async () => {
    signIn(PETUGAS);
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/penjualan')) return ok(salesReport());
      return undefined;
    });
    renderAt('/operator/penjualan');
    const table = await screen.findByRole('table', { name: 'Per hari dan rute' });
    const [call] = api.callsTo('/staff/penjualan');
    // The last 7 days, today included; a petugas names no operator.
    const dari = call!.url.searchParams.get('dari')!;
    const sampai = call!.url.searchParams.get('sampai')!;
    expect((Date.parse(sampai) - Date.parse(dari)) / 86_400_000).toBe(6);
    expect(call!.url.searchParams.has('operator_kode')).toBe(false);

    expect(screen.getAllByText('171')).toHaveLength(2);
    expect(screen.getAllByText('37,5%')).toHaveLength(2);
    expect(screen.getAllByText('Rp 20.520.000').length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    // Header, two days, total.
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('22 Nov 2026')).toBeTruthy();
    expect(within(rows[2]!).getByText('50%')).toBeTruthy();
    expect(within(rows[2]!).getByText('Rp 13.680.000')).toBeTruthy();

    const chart = screen.getByRole('img', { name: /Load factor per hari/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    expect(
      screen.getByText(
        'Load factor rata-rata 38% selama 2 hari; tertinggi 50% pada Min, 22 Nov 2026.',
        {
          selector: 'figcaption',
        },
      ),
    ).toBeTruthy();
  });

  it('says a period the server would refuse before asking', async () => {
    signIn(PETUGAS);
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/penjualan')) return ok(salesReport({ list: [] }));
      return undefined;
    });
    renderAt('/operator/penjualan');
    expect(await screen.findByText('Tidak ada keberangkatan')).toBeTruthy();
    const before = api.callsTo('/staff/penjualan').length;
    const user = userEvent.setup();
    const dari = screen.getByLabelText('Dari');
    await user.clear(dari);
    await user.type(dari, '2030-01-01');
    expect(
      await screen.findByText('Tanggal sampai tidak boleh sebelum tanggal dari.'),
    ).toBeTruthy();
    expect(api.callsTo('/staff/penjualan').length).toBe(before);
    expect(screen.getByRole('button', { name: 'Unduh CSV' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('SalesChart', () => {
  it('draws one bar per day scaled to its load, and says so in words', () => {
    render(
      <SalesChart
        days={[
          { tanggal: '2026-11-21', terjual: 6, kapasitas: 12 },
          { tanggal: '2026-11-22', terjual: 0, kapasitas: 12 },
        ]}
      />,
    );
    const chart = screen.getByRole('img');
    const bars = [...chart.querySelectorAll('rect')].filter((_, i) => i % 2 === 1);
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([87, 0]);
    expect(
      screen.getByText(
        'Load factor rata-rata 25% selama 2 hari; tertinggi 50% pada Sab, 21 Nov 2026.',
        { selector: 'figcaption' },
      ),
    ).toBeTruthy();
  });

  it('says when there is nothing to draw', () => {
    render(<SalesChart days={[]} />);
    expect(
      screen.getByText('Tidak ada keberangkatan pada periode ini.', { selector: 'figcaption' }),
    ).toBeTruthy();
  });
});
