import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DESTINATION,
  DEFAULT_ORIGIN,
  initialBookingData,
  useBookingStore,
} from './booking-store';

function stored(): { state: Record<string, unknown>; version: number } {
  return JSON.parse(localStorage.getItem('app') ?? 'null');
}

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  localStorage.clear();
});

describe('booking store', () => {
  it('starts with the spec defaults: Bandung (1) to Jakarta (2), one way', () => {
    const form = useBookingStore.getState().formOriginDestination;
    expect(form.origin).toEqual({ id: 1, type: 'city', text: 'Bandung' });
    expect(form.destination).toEqual({ id: 2, type: 'city', text: 'Jakarta' });
    expect(form.isRoundtrip).toBe(false);
    expect(DEFAULT_ORIGIN.id).toBe(1);
    expect(DEFAULT_DESTINATION.id).toBe(2);
  });

  it("persists exactly schedule, customer, seat, formOriginDestination, reservation and guide under 'app'", () => {
    useBookingStore.getState().toggleRoundTrip();
    const saved = stored();
    expect(Object.keys(saved.state).sort()).toEqual(
      ['customer', 'formOriginDestination', 'guide', 'reservation', 'schedule', 'seat'].sort(),
    );
    expect((saved.state.formOriginDestination as { isRoundtrip: boolean }).isRoundtrip).toBe(true);
  });

  it('restores the journey after a reload', async () => {
    const actions = useBookingStore.getState();
    actions.selectSchedule('go', {
      operatorCode: 'OPR1',
      scheduleCode: 'JDW1',
      date: '2025-12-01',
    });
    actions.setActiveSeats('go', [{ no: '4' }, { no: '5' }]);
    actions.setCustomer({ name: 'Budi Santoso', email: 'budi@mail.com' });
    actions.setPassengerName(0, 'Budi Santoso');
    const snapshot = localStorage.getItem('app');

    // A reload: memory is gone, storage remains.
    useBookingStore.setState(initialBookingData());
    localStorage.setItem('app', snapshot ?? '');
    await useBookingStore.persist.rehydrate();

    const state = useBookingStore.getState();
    expect(state.schedule.selectedGo).toEqual({
      operatorCode: 'OPR1',
      scheduleCode: 'JDW1',
      date: '2025-12-01',
    });
    expect(state.seat.activeSeatGo).toEqual([{ no: '4' }, { no: '5' }]);
    expect(state.customer.customer).toEqual({
      name: 'Budi Santoso',
      email: 'budi@mail.com',
      phonenumber: '',
    });
    expect(state.customer.passengers).toEqual({ pass0: 'Budi Santoso' });
  });

  it('fills fields missing from an older stored version with the defaults', async () => {
    localStorage.setItem(
      'app',
      JSON.stringify({ state: { seat: { activeSeatGo: [{ no: '9' }] } }, version: 1 }),
    );
    await useBookingStore.persist.rehydrate();
    const seat = useBookingStore.getState().seat;
    expect(seat.activeSeatGo).toEqual([{ no: '9' }]);
    expect(seat.connecting).toEqual([]);
    expect(useBookingStore.getState().formOriginDestination.origin.text).toBe('Bandung');
  });

  it('swaps origin and destination and resets the destination', () => {
    const actions = useBookingStore.getState();
    actions.swapOriginDestination();
    expect(useBookingStore.getState().formOriginDestination.origin.text).toBe('Jakarta');
    actions.resetDestination();
    expect(useBookingStore.getState().formOriginDestination.destination).toEqual({
      id: null,
      type: '',
      text: '',
    });
  });

  it('applies the seat setting rules to connecting legs', () => {
    const actions = useBookingStore.getState();
    actions.updateSeat({ lastConnectingRoute: 'B' });
    actions.setConnectingSeats({ jadwalCode: 'A', seats: [{ no: '1' }] });
    actions.setConnectingSeats({ jadwalCode: 'A', seats: [{ no: '2' }] });
    actions.setConnectingSeats({ jadwalCode: 'B', seats: [{ no: '3' }] });
    expect(useBookingStore.getState().seat.connecting).toEqual([
      { jadwalCode: 'A', seats: [{ no: '2' }] },
      { jadwalCode: 'B', seats: [{ no: '3' }] },
    ]);
    actions.setConnectingSeats([]);
    expect(useBookingStore.getState().seat).toMatchObject({
      connecting: [],
      lastConnectingRoute: null,
    });
  });

  it('finishing a journey keeps the search form and the booker, drops the choices', () => {
    const actions = useBookingStore.getState();
    actions.setCustomer({ name: 'Budi' });
    actions.setActiveSeats('go', [{ no: '1' }]);
    actions.updateReservation({ reservationCode: 'LNT-1' });
    actions.finishJourney();
    const state = useBookingStore.getState();
    expect(state.seat.activeSeatGo).toEqual([]);
    expect(state.customer.customer.name).toBe('Budi');
    expect(state.reservation.reservationCode).toBe('LNT-1');
  });
});
