import type { VoucherValidation } from '@lintas/domain/pricing-schemas';
import { fetchResults } from '../../../lib/api-client';
import type { TripSelectionBody } from '../lib/trip-selection';

export interface ValidateVoucherInput {
  code: string;
  selection: TripSelectionBody;
  email: string;
  phone: string;
  paymentCode: string | null;
  /** Fare total after seat promos (cek-harga's harga_tiket). */
  fareTotal: number;
}

/**
 * GET travel/validasi-voucher. Cancellable (spec §7): a newer check aborts the one in
 * flight, so a fast second press never shows the first answer.
 */
export function validateVoucher(input: ValidateVoucherInput): Promise<VoucherValidation> {
  const { selection } = input;
  return fetchResults<VoucherValidation>({
    path: 'travel/validasi-voucher',
    cancelKey: 'validasi-voucher',
    params: {
      voucher_kode: input.code,
      email: input.email || undefined,
      telp: input.phone || undefined,
      jenis_pembayaran_kode: input.paymentCode || undefined,
      operator_kode: selection.operator_kode,
      jadwal_kode: selection.jadwal_kode,
      tanggal_berangkat: selection.tanggal_berangkat,
      flag_pp: selection.flag_pp,
      operator_kode_pulang: selection.operator_kode_pulang ?? undefined,
      jadwal_kode_pulang: selection.jadwal_kode_pulang ?? undefined,
      tanggal_berangkat_pulang: selection.tanggal_berangkat_pulang ?? undefined,
      total_amount: input.fareTotal,
    },
  });
}
