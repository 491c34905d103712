import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useBookingStore } from '../../../stores/booking-store';
import type { usePriceQuote } from '../api/check-price';
import { validateVoucher } from '../api/validate-voucher';
import type { VoucherStatus } from '../components/voucher-section';
import { isVoucherRefusal } from '../lib/checkout-outcome';
import type { TripSelectionBody } from '../lib/trip-selection';

/**
 * The payment page's voucher field: what it shows (idle, checking, applied, refused), a
 * code checked with validasi-voucher and kept in the booking store, and a voucher the
 * server stops accepting for the current choices (another method, say) dropped with the
 * reason shown.
 */
export function useVoucherEntry({
  quote,
  selection,
  email,
  phone,
  paymentCode,
}: {
  quote: ReturnType<typeof usePriceQuote>;
  selection: TripSelectionBody | null;
  email: string;
  phone: string;
  paymentCode: string | null;
}) {
  const voucher = useBookingStore((state) => state.reservation.voucher);
  const updateReservation = useBookingStore((state) => state.updateReservation);
  const voucherCode = voucher?.code ?? null;

  const [voucherStatus, setVoucherStatus] = useState<VoucherStatus>(() =>
    voucher
      ? {
          kind: 'applied',
          code: voucher.code,
          name: voucher.name,
          discount: voucher.price,
        }
      : { kind: 'idle' },
  );

  // A voucher the server no longer accepts for these choices (e.g. another method): drop it and say why.
  const voucherRejection = isVoucherRefusal(quote.error) && voucherCode ? quote.error : null;
  const [seenRejection, setSeenRejection] = useState<ApiError | null>(null);
  if (voucherRejection !== seenRejection) {
    setSeenRejection(voucherRejection);
    if (voucherRejection && voucherCode)
      setVoucherStatus({ kind: 'error', code: voucherCode, message: voucherRejection.message });
  }
  useEffect(() => {
    if (voucherRejection) updateReservation({ voucher: null });
  }, [voucherRejection, updateReservation]);

  const applyVoucher = async (code: string) => {
    if (!quote.data || !selection) return;
    setVoucherStatus({ kind: 'checking', code });
    try {
      const result = await validateVoucher({
        code,
        selection,
        email,
        phone,
        paymentCode,
        fareTotal: quote.data.harga_tiket,
      });
      updateReservation({
        voucher: { code: result.voucher_kode, name: result.nama, price: result.diskon },
      });
      setVoucherStatus({
        kind: 'applied',
        code: result.voucher_kode,
        name: result.nama,
        discount: result.diskon,
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAborted) return;
      setVoucherStatus({ kind: 'error', code, message: errorMessage(error) });
    }
  };

  const removeVoucher = () => {
    updateReservation({ voucher: null });
    setVoucherStatus({ kind: 'idle' });
  };

  return { voucherStatus, applyVoucher, removeVoucher };
}
