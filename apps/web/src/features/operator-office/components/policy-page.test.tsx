import { DEFAULT_OPERATOR_POLICY } from '@lintas/domain/cancellation-policy';
import type { StaffPolicyResult } from '@lintas/domain/staff-policy-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { ADMIN, PETUGAS, signIn } from '../testing/fixtures';

const XTR_POLICY: StaffPolicyResult = {
  operator_kode: 'XTR',
  operator_nama: 'Xpress Trans Priangan',
  kebijakan: {
    cancel: {
      hoursBefore: 6,
      withAssurance: { percent: 100, hoursBefore: 6 },
      withoutAssurance: { percent: 75, hoursBefore: 24 },
    },
    reschedule: { allowed: true, hoursBefore: 6, feePerPassenger: 15000, lowerFare: 'keep' },
  },
  bawaan: false,
};

const OPERATORS = {
  list: [
    { operator_kode: 'BRY', operator_nama: 'Baraya Travel' },
    { operator_kode: 'DYT', operator_nama: 'Daytrans' },
  ],
};

/** The form's first field, once the shell, the page's chunk and the policy have come. */
const cancelHours = () =>
  screen.findByLabelText(/Batas pembatalan/, {}, { timeout: 5000 }) as Promise<HTMLInputElement>;

describe('/operator/kebijakan', () => {
  it("shows the petugas's policy, previews an edit in the customer's sentences and saves it whole", async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/kebijakan') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        return ok({ ...XTR_POLICY, kebijakan: body.kebijakan, berubah: true });
      }
      if (url.pathname.endsWith('/staff/kebijakan')) return ok(XTR_POLICY);
      return undefined;
    });
    renderApp('/operator/kebijakan');
    const hours = await cancelHours();
    expect(hours.value).toBe('6');
    expect(api.callsTo('/staff/kebijakan')[0]!.url.searchParams.get('operator_kode')).toBe('XTR');
    expect(screen.getByText('Kebijakan sendiri')).toBeTruthy();
    const preview = screen.getByRole('list', { name: 'Pratinjau kebijakan' });
    expect(within(preview).getByText(/Tanpa Asuransi Refund: 75% harga tiket/)).toBeTruthy();

    const user = userEvent.setup();
    const tier = screen.getByRole('group', { name: 'Tanpa Asuransi Refund' });
    const percent = within(tier).getByLabelText(/Refund/);
    await user.clear(percent);
    await user.type(percent, '40');
    // The preview follows as typed (drawn again once every field reads).
    expect(
      within(screen.getByRole('list', { name: 'Pratinjau kebijakan' })).getByText(
        'Tanpa Asuransi Refund: 40% harga tiket dikembalikan bila dibatalkan paling lambat 1 hari sebelum keberangkatan.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByLabelText('Tiket boleh diubah jadwalnya'));
    expect(screen.getByText('Jadwal tiket tidak dapat diubah.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simpan kebijakan' }));
    expect(
      await screen.findByText(
        'Kebijakan Xpress Trans Priangan disimpan. Berlaku untuk pembatalan berikutnya.',
      ),
    ).toBeTruthy();
    const put = api.callsTo('/staff/kebijakan').find((call) => call.init?.method === 'PUT')!;
    expect(put.body).toEqual({
      operator_kode: 'XTR',
      kebijakan: {
        cancel: {
          ...XTR_POLICY.kebijakan.cancel,
          withoutAssurance: { percent: 40, hoursBefore: 24 },
        },
        reschedule: { ...XTR_POLICY.kebijakan.reschedule, allowed: false },
      },
    });
  });

  it("shows the server's refusals under their fields, and an empty field before sending", async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/kebijakan') && init?.method === 'PUT')
        return fail(
          400,
          'VALIDATION_ERROR',
          'Data tidak valid pada kebijakan.cancel.withAssurance.percent: Persen paling banyak 100',
          {
            fields: [
              {
                field: 'kebijakan.cancel.withAssurance.percent',
                message: 'Persen paling banyak 100',
              },
            ],
          },
        );
      if (url.pathname.endsWith('/staff/kebijakan')) return ok(XTR_POLICY);
      return undefined;
    });
    renderApp('/operator/kebijakan');
    const hours = await cancelHours();
    const user = userEvent.setup();
    await user.clear(hours);
    await user.click(screen.getByRole('button', { name: 'Simpan kebijakan' }));
    expect(screen.getByText('Harap isi')).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Isi setiap kolom dengan angka bulat untuk melihat pratinjau.'),
    ).toBeTruthy();
    expect(
      api.callsTo('/staff/kebijakan').filter((call) => call.init?.method === 'PUT'),
    ).toHaveLength(0);

    await user.type(hours, '6');
    const tier = screen.getByRole('group', { name: 'Dengan Asuransi Refund' });
    const percent = within(tier).getByLabelText(/Refund/);
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Simpan kebijakan' }));
    expect(await within(tier).findByText('Persen paling banyak 100')).toBeTruthy();
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Periksa kembali isian yang ditandai.');
    // Changing the field takes its refusal away.
    await user.type(percent, '{backspace}');
    expect(within(tier).queryByText('Persen paling banyak 100')).toBeNull();
    // ...and says nothing of the refusal above the button either.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an admin choose the operator; one on the default is said so; a failed load offers a retry', async () => {
    signIn(ADMIN);
    // The server fails until the retry is pressed (however often the client asks meanwhile).
    let broken = true;
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(ADMIN);
      if (url.pathname.endsWith('/travel/list-operator')) return ok(OPERATORS);
      if (url.pathname.endsWith('/staff/kebijakan')) {
        if (broken) return fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.');
        const code = url.searchParams.get('operator_kode');
        return ok({
          operator_kode: code,
          operator_nama: code === 'DYT' ? 'Daytrans' : 'Baraya Travel',
          kebijakan: DEFAULT_OPERATOR_POLICY,
          bawaan: true,
        });
      }
      return undefined;
    });
    renderApp('/operator/kebijakan');
    await screen.findByText('Kebijakan gagal dimuat', {}, { timeout: 5000 });
    const user = userEvent.setup();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await cancelHours();
    expect(screen.getByText('Kebijakan bawaan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kembalikan ke bawaan' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Operator'), 'DYT');
    expect(
      await screen.findByText('Daytrans belum punya kebijakan sendiri; simpan untuk membuatnya.'),
    ).toBeTruthy();
    expect(api.callsTo('/staff/kebijakan').at(-1)!.url.searchParams.get('operator_kode')).toBe(
      'DYT',
    );
  }, 20_000);

  it('puts an own policy back on the default, and says a refusal that names no field above the button', async () => {
    signIn(PETUGAS);
    let refuse = true;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/kebijakan') && init?.method === 'PUT') {
        if (refuse) return fail(404, 'NOT_FOUND', 'Operator tidak ditemukan.');
        return ok({
          ...XTR_POLICY,
          kebijakan: DEFAULT_OPERATOR_POLICY,
          bawaan: true,
          berubah: true,
        });
      }
      if (url.pathname.endsWith('/staff/kebijakan')) return ok(XTR_POLICY);
      return undefined;
    });
    renderApp('/operator/kebijakan');
    await cancelHours();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kembalikan ke bawaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Operator tidak ditemukan.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Kembalikan ke bawaan' }));
    expect(
      await screen.findByText('Xpress Trans Priangan kembali memakai kebijakan bawaan.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Kebijakan bawaan')).toBeTruthy();
    // The form shows the default now, and the reset is no longer offered.
    expect((await cancelHours()).value).toBe('6');
    expect(
      within(screen.getByRole('group', { name: 'Tanpa Asuransi Refund' })).getByLabelText(/Refund/),
    ).toHaveProperty('value', '0');
    expect(screen.queryByRole('button', { name: 'Kembalikan ke bawaan' })).toBeNull();
    const puts = api.callsTo('/staff/kebijakan').filter((call) => call.init?.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      { operator_kode: 'XTR', kebijakan: null },
      { operator_kode: 'XTR', kebijakan: null },
    ]);
  });
});
