import { describe, expect, it } from 'vitest';
import { initialBookingData } from '../../../stores/booking-store';
import { buildTripSelection } from './trip-selection';

describe('buildTripSelection', () => {
  it('is null until the go trip has seats', () => {
    const data = initialBookingData();
    expect(buildTripSelection(data)).toBeNull();
    data.schedule.selectedGo = {
      operatorCode: 'XTR',
      scheduleCode: 'XTR-01-1000',
      date: '2026-11-22',
    };
    expect(buildTripSelection(data)).toBeNull();
  });

  it('sends a connecting trip as the first leg plus list_connecting, every leg with the same passengers', () => {
    const data = initialBookingData();
    data.schedule.selectedGo = {
      operatorCode: 'CRB',
      scheduleCode: 'CRB-01-0800',
      date: '2026-11-22',
      list_connecting: [
        { operator_kode: 'JTN', jadwal_kode: 'JTN-01-1200', tanggal_berangkat: '2026-11-22' },
      ],
    };
    data.seat.activeSeatGo = [{ no: '3' }];
    data.seat.connecting = [
      { jadwalCode: 'JTN-01-1200', operatorCode: 'JTN', date: '2026-11-22', seats: [{ no: '7' }] },
    ];
    data.customer.passengers = { pass0: 'Budi Santoso' };
    expect(buildTripSelection(data, true)).toMatchObject({
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      kursi: [{ no: '3', nama: 'Budi Santoso' }],
      flag_pp: 0,
      flag_connecting: 1,
      list_connecting: [
        {
          operator_kode: 'JTN',
          jadwal_kode: 'JTN-01-1200',
          tanggal_berangkat: '2026-11-22',
          kursi: [{ no: '7', nama: 'Budi Santoso' }],
        },
      ],
      list_connecting_pulang: null,
    });
    data.seat.connecting = [];
    expect(buildTripSelection(data)).toBeNull();
  });

  it('sends a round trip with the return fields and the return passengers', () => {
    const data = initialBookingData();
    data.schedule.roundTrip = true;
    data.schedule.selectedGo = {
      operatorCode: 'XTR',
      scheduleCode: 'XTR-01-1000',
      date: '2026-11-22',
    };
    data.schedule.selectedReturn = {
      operatorCode: 'XTR',
      scheduleCode: 'XTR-02-1500',
      date: '2026-11-23',
    };
    data.seat.activeSeatGo = [{ no: '1' }, { no: '2' }];
    data.seat.activeSeatReturn = [{ no: '5' }, { no: '6' }];
    data.customer.passengers = { pass0: 'Budi Santoso', pass1: 'Siti Aminah' };
    data.customer.passengersReturn = { pass1: 'Agus Salim' };
    const body = buildTripSelection(data, true);
    expect(body).toMatchObject({
      flag_pp: 1,
      operator_kode_pulang: 'XTR',
      jadwal_kode_pulang: 'XTR-02-1500',
      tanggal_berangkat_pulang: '2026-11-23',
      kursi_pulang: [
        { no: '5', nama: 'Budi Santoso' },
        { no: '6', nama: 'Agus Salim' },
      ],
      flag_connecting: 0,
    });
  });
});
