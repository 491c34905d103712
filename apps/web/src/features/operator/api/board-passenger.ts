import type { StaffBoardingResult } from '@lintas/domain/staff-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import type { DepartureKey } from '../lib/departure-key';

/** A scanned QR, or a booking code typed when the camera cannot read it. */
export type BoardingInput =
  { qr_content: string; reservasi_kode?: never } | { reservasi_kode: string; qr_content?: never };

const boardPassenger = (input: BoardingInput, departure: DepartureKey | null) =>
  fetchStaff<StaffBoardingResult>({
    method: 'POST',
    path: 'staff/boarding',
    data: { ...input, ...departure },
  });

/**
 * POST /api/staff/boarding. With a departure (opened from its manifest) only that
 * departure's tickets board; without, the ticket's leg of today. Any answer may have
 * changed a manifest and the day's counts, so both are read again.
 */
export function useBoardPassenger(departure: DepartureKey | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoardingInput) => boardPassenger(input, departure),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'manifest'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'keberangkatan'] }),
      ]),
  });
}
