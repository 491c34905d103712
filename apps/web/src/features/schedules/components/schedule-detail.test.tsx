import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';
import { scheduleItem, stubApi } from '../testing/fixtures';
import { ScheduleDetailPanel } from './schedule-detail';

/** A schedule's detail on the results page: each operator's terms and its after-sale policy. */
describe('ScheduleDetailPanel terms', () => {
  it("lists the operator's terms and, under them, its cancellation and reschedule policy", async () => {
    stubApi({
      'detail-jadwal': () => new Response('{}', { status: 503 }),
      'operator-snk': () => ({
        operator_kode: 'XTR',
        operator_nama: 'Xpress Trans Priangan',
        snk: '1. Hadir 15 menit sebelum jadwal.',
        list_snk: ['Hadir 15 menit sebelum jadwal.'],
        list_kebijakan: ['Jadwal tiket tidak dapat diubah.'],
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ScheduleDetailPanel legs={[scheduleItem()]} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hadir 15 menit sebelum jadwal.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Kebijakan pembatalan & ubah jadwal' }),
    ).toBeTruthy();
    expect(screen.getByText('Jadwal tiket tidak dapat diubah.')).toBeTruthy();
  });
});
