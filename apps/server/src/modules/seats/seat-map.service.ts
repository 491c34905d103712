import type { SeatMapLeg, SeatMapQuery, SeatMapResult } from '@lintas/domain/seat-map-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { OfferedSeatPromo } from '../pricing/pricing.types.js';
import type { TripResolver, TripSegment } from '../trips/trip-segment.js';
import type { SeatInventoryService } from './seat-inventory.service.js';

type ElementType = SeatMapLeg['elemen_denah'][number]['tipe'];
const DRAWN_ELEMENTS = new Set<string>(['driver', 'door', 'aisle', 'toilet']);

/** What the seat map needs from pricing: the promos a trip offers (the pricing service's rule). */
export interface SeatPromoOffers {
  seatPromosFor(trip: TripSegment, now: Date): Promise<OfferedSeatPromo[]>;
}

/**
 * The seat map (`kursi`): the vehicle layout of a trip with every seat marked free or
 * taken for the segments this trip passes, so a seat sold A->B shows free for B->C, and
 * the seat promos the trip offers (`list_promo`, decided by the pricing service).
 */
export class SeatMapService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly trips: TripResolver,
    private readonly inventory: SeatInventoryService,
    private readonly promos: SeatPromoOffers,
    private readonly clock: Clock,
  ) {}

  async seatMap(query: SeatMapQuery): Promise<SeatMapResult> {
    const main = await this.trips.resolve(
      query.operator_kode,
      query.jadwal_kode,
      query.tanggal_berangkat,
    );
    if (query.tanggal_berangkat_utama && query.tanggal_berangkat_utama !== main.tripDate) {
      // The client's notion of the trip differs from ours (e.g. a stale search result).
      throw new AppError(
        'SCHEDULE_NOT_FOUND',
        'Jadwal tidak ditemukan untuk tanggal keberangkatan utama ini.',
      );
    }
    const connecting = await Promise.all(
      query.jadwal_kode_connecting.map((jadwalCode, index) =>
        this.trips.resolve(
          query.operator_kode_connecting[index] || query.operator_kode,
          jadwalCode,
          query.tanggal_berangkat_connecting[index] || query.tanggal_berangkat,
        ),
      ),
    );
    // One "now" for every leg, so the maps agree with each other.
    const now = this.clock.now();
    const [mainMap, ...connectingMaps] = await Promise.all(
      [main, ...connecting].map((trip) => this.legMap(trip, now)),
    );
    return { ...(mainMap as SeatMapLeg), list_connecting: connectingMaps };
  }

  private async legMap(trip: TripSegment, now: Date): Promise<SeatMapLeg> {
    const [taken, promos] = await Promise.all([
      this.inventory.takenSeatNos(this.db, trip, now),
      this.promos.seatPromosFor(trip, now),
    ]);
    const seats = trip.layout.cells
      .filter((cell) => cell.type === 'seat' && cell.no)
      .map((cell) => ({
        no: cell.no as string,
        baris: cell.row,
        kolom: cell.col,
        tersedia: !taken.has(cell.no as string),
      }));
    const elements = trip.layout.cells
      .filter((cell) => DRAWN_ELEMENTS.has(cell.type))
      .map((cell) => ({ tipe: cell.type as ElementType, baris: cell.row, kolom: cell.col }));
    return {
      operator_kode: trip.operator.code,
      operator_nama: trip.operator.name,
      operator_logo: trip.operator.logoUrl,
      jadwal_kode: trip.jadwalCode,
      tanggal_berangkat: trip.departureDate,
      jam_berangkat: trip.departureTime,
      tanggal_tiba: trip.arrivalDate,
      jam_tiba: trip.arrivalTime,
      tanggal_berangkat_utama: trip.tripDate,
      asal: {
        cabang_kode: trip.origin.code,
        cabang_nama: trip.origin.name,
        kota_nama: trip.origin.cityName,
      },
      tujuan: {
        cabang_kode: trip.destination.code,
        cabang_nama: trip.destination.name,
        kota_nama: trip.destination.cityName,
      },
      kelas: trip.layout.seatClass,
      tipe_kendaraan: trip.layout.vehicleType,
      nama_layout: trip.layout.name,
      harga: trip.farePerSeat,
      jumlah_baris: trip.layout.rowCount,
      jumlah_kolom: trip.layout.colCount,
      jumlah_kursi: seats.length,
      kursi_tersedia: seats.filter((seat) => seat.tersedia).length,
      kursi: seats,
      elemen_denah: elements,
      list_promo: promos.map((promo) => ({
        promo_kode: promo.code,
        nama: promo.name,
        tipe_diskon: promo.discountType,
        nilai_diskon: promo.discountValue,
        diskon_per_kursi: promo.discountPerSeat,
        sisa_kursi: promo.seatsLeft,
      })),
    };
  }
}
