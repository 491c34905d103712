import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { toIsoDate } from '@lintas/domain/format';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialBookingData, useBookingStore } from '../stores/booking-store';
import { prefillFromBooking } from './book-again';

type Leg = ReservationDetail['perjalanan'][number];
const point = (id: number, city: string, name: string, cityId: number) => ({
  cabang_id: id,
  cabang_kode: `P${id}`,
  cabang_nama: name,
  alamat: `Jl. ${name}`,
  kota_id: cityId,
  kota_nama: city,
});
const leg = (arah: Leg['arah'], from: Leg['asal'], to: Leg['tujuan']) =>
  ({ arah, asal: from, tujuan: to }) as Leg;

const pasteur = point(1, 'Bandung', 'Pasteur', 1);
const cirebon = point(30, 'Cirebon', 'Cirebon Hub', 5);
const yogya = point(40, 'Yogyakarta', 'Tugu', 7);

beforeEach(() => useBookingStore.setState(initialBookingData()));

describe('prefillFromBooking (order-code booking)', () => {
  it("fills the search with the journey's first boarding and last alighting point, and the booker", () => {
    const done = prefillFromBooking(
      {
        flag_pp: false,
        perjalanan: [leg('pergi', pasteur, cirebon), leg('pergi', cirebon, yogya)],
        pemesan: { nama: 'Budi Santoso', email: 'budi@example.com', telp: '081234567890' },
      },
      { withContact: true },
    );
    expect(done).toBe(true);
    const state = useBookingStore.getState();
    expect(state.formOriginDestination.origin).toEqual({
      id: 1,
      type: 'point',
      text: 'Bandung - Pasteur',
    });
    expect(state.formOriginDestination.destination).toEqual({
      id: 40,
      type: 'point',
      text: 'Yogyakarta - Tugu',
    });
    expect(state.formOriginDestination.isRoundtrip).toBe(false);
    expect(state.formOriginDestination.dateTrip).toBe(toIsoDate(new Date()));
    expect(state.customer.customer).toEqual({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
  });

  it('keeps a round trip a round trip, and copies only the name from a masked look-up', () => {
    useBookingStore.getState().setCustomer({ email: 'lama@example.com' });
    prefillFromBooking(
      {
        flag_pp: true,
        perjalanan: [leg('pergi', pasteur, yogya), leg('pulang', yogya, pasteur)],
        pemesan: { nama: 'Sari', email: 'sa***@example.com', telp: '0812****7890' },
      },
      { withContact: false },
    );
    const state = useBookingStore.getState();
    expect(state.formOriginDestination.isRoundtrip).toBe(true);
    expect(state.formOriginDestination.destination.text).toBe('Yogyakarta - Tugu');
    expect(state.customer.customer.name).toBe('Sari');
    expect(state.customer.customer.email).toBe('lama@example.com');
  });

  it('does nothing for a booking without a go leg', () => {
    expect(
      prefillFromBooking(
        { flag_pp: false, perjalanan: [], pemesan: { nama: 'X', email: '', telp: '' } },
        { withContact: true },
      ),
    ).toBe(false);
    expect(useBookingStore.getState().formOriginDestination).toEqual(
      initialBookingData().formOriginDestination,
    );
  });
});
