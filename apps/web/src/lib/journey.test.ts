import { checkDraftCompleteness } from '@lintas/domain/reservation-draft';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  initialBookingData,
  passengerNamesFor,
  useBookingStore,
  type SelectedSchedule,
} from '../stores/booking-store';
import {
  buildReservationDraft,
  connectingLegsOf,
  describeLeg,
  journeyLegs,
  legSeats,
  scheduleProblem,
  seatCountProblem,
  setLegSeats,
} from './journey';

const go: SelectedSchedule = {
  operatorCode: 'CRB',
  scheduleCode: 'CRB-01-0800',
  date: '2026-11-22',
};
const back: SelectedSchedule = {
  operatorCode: 'XTR',
  scheduleCode: 'XTR-02-1500',
  date: '2026-11-23',
};
const state = () => useBookingStore.getState();

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
});

describe('journey legs', () => {
  it('reads connecting legs typed or as the search item keeps them (list_connecting)', () => {
    const typed = connectingLegsOf({
      ...go,
      connecting: [{ operatorCode: 'JTN', scheduleCode: 'JTN-01-1200', date: '2026-11-22' }],
    });
    const raw = connectingLegsOf({
      ...go,
      list_connecting: [
        { operator_kode: 'JTN', jadwal_kode: 'JTN-01-1200', tanggal_berangkat: '2026-11-22' },
      ],
    });
    expect(typed).toEqual(raw);
    expect(raw).toEqual([{ operatorCode: 'JTN', scheduleCode: 'JTN-01-1200', date: '2026-11-22' }]);
  });

  it('lists go, its connecting legs, then return, with the tab labels', () => {
    const legs = journeyLegs({
      roundTrip: true,
      selectedGo: {
        ...go,
        connecting: [{ operatorCode: 'JTN', scheduleCode: 'JTN-01-1200', date: '2026-11-22' }],
      },
      selectedReturn: back,
    });
    expect(legs.map((leg) => [leg.key, leg.label, leg.scheduleCode])).toEqual([
      ['go-0', 'Pergi · Rute 1 dari 2', 'CRB-01-0800'],
      ['go-1', 'Pergi · Rute 2 dari 2', 'JTN-01-1200'],
      ['return-0', 'Pulang', 'XTR-02-1500'],
    ]);
    // A one-way search ignores a stale return schedule.
    expect(journeyLegs({ roundTrip: false, selectedGo: go, selectedReturn: back })).toHaveLength(1);
  });

  it('stores each leg where the spec keeps it, and trims passenger names to the go seats', () => {
    const legs = journeyLegs({
      roundTrip: true,
      selectedGo: {
        ...go,
        connecting: [{ operatorCode: 'JTN', scheduleCode: 'JTN-01-1200', date: '2026-11-22' }],
      },
      selectedReturn: back,
    });
    const [first, second, ret] = legs;
    state().setPassengerName(0, 'Budi');
    state().setPassengerName(1, 'Siti');
    state().setReturnPassengerName(1, 'Rina');
    setLegSeats(first!, [{ no: '1' }]);
    setLegSeats(second!, [{ no: '5' }]);
    setLegSeats(ret!, [{ no: '9' }]);
    expect(state().seat.activeSeatGo).toEqual([{ no: '1' }]);
    expect(state().seat.activeSeatReturn).toEqual([{ no: '9' }]);
    expect(state().seat.connecting).toEqual([
      { jadwalCode: 'JTN-01-1200', operatorCode: 'JTN', date: '2026-11-22', seats: [{ no: '5' }] },
    ]);
    expect(legSeats(state().seat, second!)).toEqual([{ no: '5' }]);
    expect(state().customer.passengers).toEqual({ pass0: 'Budi' });
    expect(state().customer.passengersReturn).toEqual({});
  });

  it('says what is missing before the seats or booker steps', () => {
    expect(
      scheduleProblem({ roundTrip: false, dateGo: '', selectedGo: null, selectedReturn: null })?.to,
    ).toBe('home');
    expect(
      scheduleProblem({
        roundTrip: false,
        dateGo: '2026-11-22',
        selectedGo: null,
        selectedReturn: null,
      })?.to,
    ).toBe('results');
    expect(
      scheduleProblem({
        roundTrip: true,
        dateGo: '2026-11-22',
        selectedGo: go,
        selectedReturn: null,
      })?.message,
    ).toBe('Silakan pilih jadwal pulang terlebih dahulu.');
    const legs = journeyLegs({ roundTrip: true, selectedGo: go, selectedReturn: back });
    expect(seatCountProblem(legs, state().seat)?.message).toBe(
      'Silakan pilih minimal 1 kursi untuk perjalanan Pergi.',
    );
    state().setActiveSeats('go', [{ no: '1' }, { no: '2' }]);
    state().setActiveSeats('return', [{ no: '3' }]);
    expect(seatCountProblem(legs, state().seat)?.leg.key).toBe('return-0');
    state().setActiveSeats('return', [{ no: '3' }, { no: '4' }]);
    expect(seatCountProblem(legs, state().seat)).toBeNull();
  });

  it('builds the spec draft: return names default to the go passengers; only payment is left', () => {
    state().updateSchedule({ roundTrip: true, selectedGo: go, selectedReturn: back });
    state().setActiveSeats('go', [{ no: '1' }, { no: '2' }]);
    state().setActiveSeats('return', [{ no: '7' }, { no: '8' }]);
    state().setCustomer({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
    state().setPassengerName(0, 'Budi Santoso');
    state().setPassengerName(1, 'Siti Aminah');
    state().setReturnPassengerName(0, 'Dewi Lestari');
    expect(passengerNamesFor(state().customer, 'return', 2)).toEqual([
      'Dewi Lestari',
      'Siti Aminah',
    ]);
    const draft = buildReservationDraft(state());
    expect(draft.seat_go).toEqual([
      { no: '1', promo_kode: null, name: 'Budi Santoso' },
      { no: '2', promo_kode: null, name: 'Siti Aminah' },
    ]);
    expect(draft.seat_return?.map((seat) => seat.name)).toEqual(['Dewi Lestari', 'Siti Aminah']);
    expect(draft.is_roundtrip).toBe(1);
    expect(checkDraftCompleteness(draft).missing).toEqual(['payment_code']);
  });

  it('describes a leg from a seat map, a search result or camelCase fields', () => {
    const fromMap = describeLeg({
      operator_nama: 'Xpress Trans Priangan',
      tanggal_berangkat: '2026-11-22',
      jam_berangkat: '10:00',
      jam_tiba: '13:00',
      asal: { cabang_nama: 'Pasteur', kota_nama: 'Bandung' },
      tujuan: { cabang_nama: 'Blok M', kota_nama: 'Jakarta' },
      harga: 130000,
    });
    const fromSearch = describeLeg({
      operator_nama: 'Xpress Trans Priangan',
      tanggal_berangkat: '2026-11-22',
      jam_berangkat: '10:00',
      jam_tiba: '13:00',
      titik_naik: { cabang_nama: 'Pasteur', kota_nama: 'Bandung' },
      titik_turun: { cabang_nama: 'Blok M', kota_nama: 'Jakarta' },
      harga: 130000,
    });
    expect(fromSearch).toEqual(fromMap);
    expect(fromMap).toMatchObject({ origin: 'Pasteur', destinationCity: 'Jakarta', price: 130000 });
    // Times are written the Indonesian way on every step ('10.00', not '10:00').
    expect(fromMap).toMatchObject({ departureTime: '10.00', arrivalTime: '13.00' });
    expect(describeLeg({ jam_berangkat: '06:05:00' }).departureTime).toBe('06.05');
    expect(describeLeg(null, '2026-11-22')).toMatchObject({
      operatorName: '',
      date: '2026-11-22',
      price: 0,
    });
  });
});
