import { toIsoDate } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useBookingStore } from '../stores/booking-store';

/**
 * Order-code booking (spec §1 "order-code booking"): a booking's route becomes the search
 * form's — boarding and alighting points of its first and last go legs, one way or round
 * trip as it was — and its booker the booker form's, so the same trip is a date and a tap
 * away. Seats are not copied: they are chosen again on the new date. `withContact` is off
 * for the guest look-up, whose answer masks the e-mail and phone.
 */
export function prefillFromBooking(
  detail: Pick<ReservationDetail, 'perjalanan' | 'pemesan' | 'flag_pp'>,
  options: { withContact: boolean },
): boolean {
  const go = detail.perjalanan.filter((leg) => leg.arah === 'pergi');
  const first = go[0];
  const last = go.at(-1);
  if (!first || !last) return false;
  const store = useBookingStore.getState();
  store.setOrigin({
    id: first.asal.cabang_id,
    type: 'point',
    text: `${first.asal.kota_nama} - ${first.asal.cabang_nama}`,
  });
  store.setDestination({
    id: last.tujuan.cabang_id,
    type: 'point',
    text: `${last.tujuan.kota_nama} - ${last.tujuan.cabang_nama}`,
  });
  if (store.formOriginDestination.isRoundtrip !== detail.flag_pp) store.toggleRoundTrip();
  // The old dates have usually passed: the form starts from today, for the person to pick.
  store.setTripDates({ dateTrip: toIsoDate(new Date()), dateTripReturn: '' });
  store.setCustomer(
    options.withContact
      ? {
          name: detail.pemesan.nama,
          email: detail.pemesan.email,
          phonenumber: detail.pemesan.telp,
        }
      : { name: detail.pemesan.nama },
  );
  return true;
}
