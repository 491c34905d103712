import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useNavigate } from 'react-router';
import { prefillFromBooking } from '../../lib/book-again';
import { toast } from '../../stores/toast-store';
import { Button } from '../ui/button';

/**
 * "Pesan Lagi": the booking's route and booker into the search form, then home, where the
 * person picks a date (lib/book-again.ts).
 */
export function BookAgainButton({
  detail,
  withContact,
}: {
  detail: Pick<ReservationDetail, 'perjalanan' | 'pemesan' | 'flag_pp'>;
  withContact: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      block
      onClick={() => {
        if (!prefillFromBooking(detail, { withContact })) return;
        toast('Rute pesanan sudah diisi. Pilih tanggal, lalu Cari Tiket.', {
          type: 'info',
          duration: 4000,
        });
        navigate('/');
      }}
    >
      Pesan Lagi
    </Button>
  );
}
