import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOperatorPolicies } from '../../lib/operator-terms';
import { createQueryClient } from '../../lib/react-query';
import { fail, mockApi, ok } from '../../testing/api-mock';
import { OperatorPolicies } from './operator-policies';

function Trip({ codes }: { codes: string[] }) {
  return <OperatorPolicies state={useOperatorPolicies(codes)} />;
}

const renderTrip = (codes: string[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Trip codes={codes} />
    </QueryClientProvider>,
  );

const terms = (code: string, name: string, lines: string[]) =>
  ok({ operator_kode: code, operator_nama: name, snk: '', list_snk: [], list_kebijakan: lines });

/** The trip's after-sale policy before paying and on the ticket (issue 21). */
describe('OperatorPolicies', () => {
  it('asks each operator of the trip once and shows its sentences, named when there are two', async () => {
    const api = mockApi((url) => {
      const code = url.searchParams.get('operator_kode');
      if (code === 'XTR')
        return terms('XTR', 'Xpress Trans Priangan', ['Dapat dibatalkan sampai 6 jam sebelum.']);
      if (code === 'PSR')
        return terms('PSR', 'Pasundan Raya', ['Jadwal tiket tidak dapat diubah.']);
      return undefined;
    });
    renderTrip(['XTR', 'PSR', 'XTR']);
    const policies = screen.getByTestId('operator-policies');
    await userEvent.click(within(policies).getByText('Kebijakan pembatalan & ubah jadwal'));
    expect(await within(policies).findByText('Jadwal tiket tidak dapat diubah.')).toBeTruthy();
    expect(within(policies).getByText('Dapat dibatalkan sampai 6 jam sebelum.')).toBeTruthy();
    expect(within(policies).getByRole('heading', { name: 'Pasundan Raya' })).toBeTruthy();
    expect(api.callsTo('/travel/operator-snk')).toHaveLength(2);
  });

  it('names no operator for a one-operator trip, and shows nothing before one is chosen', async () => {
    mockApi(() => terms('XTR', 'Xpress Trans Priangan', ['Satu kalimat.']));
    const { unmount } = renderTrip(['XTR']);
    await userEvent.click(screen.getByText('Kebijakan pembatalan & ubah jadwal'));
    expect(await screen.findByText('Satu kalimat.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    unmount();
    renderTrip(['']);
    expect(screen.queryByTestId('operator-policies')).toBeNull();
  });

  it('says when the policy could not be read and reads it again on Muat ulang', async () => {
    let broken = true;
    mockApi(() =>
      broken
        ? fail(404, 'NOT_FOUND', 'Operator XTR tidak ditemukan.')
        : terms('XTR', 'Xpress Trans Priangan', ['Kembali terbaca.']),
    );
    renderTrip(['XTR']);
    expect(screen.getByRole('status').textContent).toContain('Memuat kebijakan pembatalan…');
    await userEvent.click(screen.getByText('Kebijakan pembatalan & ubah jadwal'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Kebijakan pembatalan gagal dimuat. Operator XTR tidak ditemukan.',
    );
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Muat ulang' }));
    expect(await screen.findByText('Kembali terbaca.')).toBeTruthy();
  });
});
