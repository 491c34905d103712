import { INITIAL_DATA_ELEMENT_ID, type InitialAnswer } from '@lintas/domain/initial-data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/api-mock';

/**
 * The home page's two lists on its first paint, with no QueryClient anywhere (decision
 * 0031): rendered outside any provider, as the home route renders before the client's
 * module arrives. Each test loads the modules afresh: the page's answers are read once
 * per page load.
 */

const cities = {
  list: [
    {
      kota_id: 5,
      kota_nama: 'Semarang',
      provinsi: 'Jawa Tengah',
      zona_waktu: 'WIB',
      list_cabang: [],
      urutan: 1,
      gambar_url: null,
    },
  ],
};
const operators = {
  list: [
    {
      operator_kode: 'XTR',
      operator_nama: 'Xtrans',
      logo_url: null,
      rating: 4.5,
      jumlah_ulasan: 120,
      highlight: 'Berangkat tiap jam',
      deskripsi: 'Shuttle',
    },
  ],
};

function writePageAnswers(answers: InitialAnswer[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({ answers });
  document.body.append(element);
}

async function freshModules() {
  vi.resetModules();
  const [{ PopularCities }, { OperatorPartners }, { createQueryClient }] = await Promise.all([
    import('./popular-cities'),
    import('./operator-partners'),
    import('../../../lib/react-query'),
  ]);
  return { PopularCities, OperatorPartners, createQueryClient };
}

beforeEach(() => document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove());

describe('the home lists before the QueryClient exists', () => {
  it("render the page's answers at once, ask nothing, and the client created later holds them", async () => {
    const api = mockApi(() => undefined);
    writePageAnswers([
      { key: ['popular-cities'], data: cities, updatedAt: Date.now() },
      { key: ['operators'], data: operators, updatedAt: Date.now() },
    ]);
    const { PopularCities, OperatorPartners, createQueryClient } = await freshModules();
    render(
      <>
        <PopularCities />
        <OperatorPartners />
      </>,
    );
    // The first render already shows them: no skeleton in between.
    expect(screen.getByRole('button', { name: /Semarang/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Xtrans' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
    const client = createQueryClient();
    expect(client.getQueryData(['popular-cities'])).toEqual(cities);
    expect(client.getQueryData(['operators'])).toEqual(operators);
  });

  it('without answers in the page: the skeleton, then what the API answers, kept for the client', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/kota-populer') ? ok(cities) : ok(operators),
    );
    const { PopularCities, OperatorPartners, createQueryClient } = await freshModules();
    render(
      <>
        <PopularCities />
        <OperatorPartners />
      </>,
    );
    expect(screen.getByText('Memuat kota populer…')).toBeTruthy();
    expect(screen.getAllByText('Memuat operator mitra…').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: /Semarang/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Xtrans' })).toBeTruthy();
    expect(api.callsTo('/travel/kota-populer')).toHaveLength(1);
    expect(api.callsTo('/travel/list-operator')).toHaveLength(1);
    expect(createQueryClient().getQueryData(['popular-cities'])).toEqual(cities);
  });

  it('an answer older than ten minutes is shown and asked for again', async () => {
    const fresher = { list: [{ ...cities.list[0], kota_id: 6, kota_nama: 'Solo' }] };
    const api = mockApi((url) =>
      url.pathname.endsWith('/kota-populer') ? ok(fresher) : undefined,
    );
    writePageAnswers([
      { key: ['popular-cities'], data: cities, updatedAt: Date.now() - 11 * 60_000 },
    ]);
    const { PopularCities } = await freshModules();
    render(<PopularCities />);
    expect(screen.getByRole('button', { name: /Semarang/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Solo/ })).toBeTruthy();
    expect(api.callsTo('/travel/kota-populer')).toHaveLength(1);
  });

  it('a refused call shows the error without retrying; Coba Lagi shows the skeleton and asks again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = mockApi(() =>
      refuse ? fail(400, 'BAD', 'Permintaan tidak valid.') : ok(operators),
    );
    const { OperatorPartners } = await freshModules();
    render(<OperatorPartners />);
    expect(
      await screen.findByRole('heading', { name: 'Operator mitra gagal dimuat' }),
    ).toBeTruthy();
    expect(screen.getByText('Permintaan tidak valid.')).toBeTruthy();
    expect(api.callsTo('/travel/list-operator')).toHaveLength(1);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Xtrans' })).toBeTruthy();
    expect(api.callsTo('/travel/list-operator')).toHaveLength(2);
  });

  it('a network failure is asked once more before the error shows', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      }),
    );
    const { PopularCities } = await freshModules();
    render(<PopularCities />);
    expect(
      await screen.findByRole('heading', { name: 'Kota populer gagal dimuat' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls).toBe(2);
  });
});
