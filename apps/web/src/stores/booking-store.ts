import type { PriceLine } from '@lintas/domain/price-lines';
import { passengerKey } from '@lintas/domain/passenger-keys';
import type { ScheduleItem, ScheduleLeg } from '@lintas/domain/schedule-result-schemas';
import { applySeatSetting, type SeatEntry, type SelectedSeat } from '@lintas/domain/seat-setting';
import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys';
import { localPersistence } from './local-persistence';

/**
 * The booking journey's client state (spec §3), persisted in localStorage under the key
 * 'app' with exactly the slices the spec names: schedule, customer, seat,
 * formOriginDestination, reservation and guide. A reload at any step restores them.
 * Server data (schedule lists, seat maps, payment methods) is NOT kept here: that is
 * TanStack Query's job; this holds only what the person chose and typed.
 *
 * Read with a selector:  const origin = useBookingStore((s) => s.formOriginDestination.origin);
 * Change with actions:   useBookingStore.getState().swapOriginDestination();
 */

// ---------------------------------------------------------------------------------------
// Shapes

export type PlaceType = 'city' | 'point';

/** An origin or destination: a city (kota) or a pickup point (cabang). */
export interface Place {
  id: number | string | null;
  type: PlaceType | '';
  text: string;
}

export interface FormOriginDestination {
  origin: Place;
  destination: Place;
  /** 'YYYY-MM-DD' */
  dateTrip: string;
  dateTripReturn: string;
  tempDateTrip: string;
  tempDateTripReturn: string;
  isRoundtrip: boolean;
}

export type SortOption = string;
export type Filters = Record<string, string | number | boolean | string[] | null>;

/** One further leg of a connecting journey: what the seat map and reservasi need to name it. */
export interface SelectedLegRef {
  operatorCode: string;
  scheduleCode: string;
  /** 'YYYY-MM-DD' of departure at this leg's boarding point. */
  date: string;
}

type PointSnapshot = Partial<ScheduleLeg['titik_naik']>;

/**
 * A search-result leg as the store keeps it. Every field is optional: the snapshot comes
 * back from localStorage, where an older build (or a test seeding one journey step) may
 * have stored only part of it, so the screens read each field with a fallback.
 */
export type LegSnapshot = Partial<Omit<ScheduleLeg, 'titik_naik' | 'titik_turun'>> & {
  titik_naik?: PointSnapshot;
  titik_turun?: PointSnapshot;
};

/** The search item (spec §7 search-jadwal) the results page stored, read the same way. */
export type ScheduleSnapshot = LegSnapshot &
  Partial<Pick<ScheduleItem, 'flag_connecting' | 'waktu_transit'>> & {
    titik_transit?: PointSnapshot | null;
    list_leg?: LegSnapshot[];
    list_connecting?: LegSnapshot[];
  };

/**
 * The schedule a person picked, with what the next steps need to ask the API, and the
 * search item it came from (shown again by the seats, booker and payment screens). For a
 * connecting journey, `operatorCode`/`scheduleCode`/`date` name the FIRST leg and
 * `connecting` the further legs in travel order (the search item's `list_connecting`;
 * the seats screen also reads a raw `list_connecting` of the search result when
 * `connecting` is absent).
 */
export interface SelectedSchedule extends ScheduleSnapshot {
  operatorCode: string;
  scheduleCode: string;
  /** 'YYYY-MM-DD' of departure. */
  date: string;
  connecting?: SelectedLegRef[];
}

export interface ScheduleState {
  roundTrip: boolean;
  dateGo: string;
  dateReturn: string;
  selectedGo: SelectedSchedule | null;
  selectedReturn: SelectedSchedule | null;
  detail: { date: string; from: string; to: string };
  operatorCode: string;
  page: number;
  totalPage: number;
  filtersGo: Filters;
  filtersReturn: Filters;
  sortGo: SortOption;
  sortReturn: SortOption;
  quickFilterGo: string;
  quickFilterReturn: string;
  /** Which leg the results screen is choosing. */
  tripStatus: 'go' | 'return';
  activeDates: string[];
}

export interface SeatState {
  activeSeatGo: SelectedSeat[];
  activeSeatReturn: SelectedSeat[];
  tempSeatGo: SelectedSeat[];
  tempSeatReturn: SelectedSeat[];
  /** Seats per connecting leg, keyed by schedule code (spec §4 "Seat setting"). */
  connecting: SeatEntry[];
  lastConnectingRoute: string | null;
  indexConnecting: number;
}

export interface CustomerState {
  customer: { name: string; phonenumber: string; email: string };
  /** Passenger names keyed pass0, pass1, ... in go-seat order. */
  passengers: Record<string, string>;
  /**
   * Round trip: the return passengers, keyed like `passengers` in return-seat order. A
   * key that is absent means "the same person as on the go trip" (see passengerNamesFor).
   */
  passengersReturn: Record<string, string>;
  sameAsCustomerGo: boolean;
  sameAsCustomerReturn: boolean;
}

export interface ReservationState {
  totalPrice: number;
  payment: { code: string; name: string; fee: number; typeFee: string } | null;
  voucher: { name: string; code: string; price: number } | null;
  isRefundable: boolean;
  priceFeeAssurance: number;
  donation: { amount: number; description: string; donate: boolean };
  points: { totalPoint: number; usePoint: number; flag: boolean };
  priceLines: PriceLine[];
  /** The last reservation made in this journey (its code opens /reservasi/:kode). */
  reservationCode: string | null;
  /** ISO instant when the unpaid reservation expires. */
  expiredTime: string | null;
}

export interface GuideProgress {
  state: boolean;
  currentStep: number;
}

export interface GuideState {
  formReservation: GuideProgress;
  searchTrip: GuideProgress;
}

export interface BookingData {
  formOriginDestination: FormOriginDestination;
  schedule: ScheduleState;
  seat: SeatState;
  customer: CustomerState;
  reservation: ReservationState;
  guide: GuideState;
}

// ---------------------------------------------------------------------------------------
// Defaults

export const DEFAULT_ORIGIN: Place = { id: 1, type: 'city', text: 'Bandung' };
export const DEFAULT_DESTINATION: Place = { id: 2, type: 'city', text: 'Jakarta' };
const EMPTY_PLACE: Place = { id: null, type: '', text: '' };

export function initialBookingData(): BookingData {
  return {
    formOriginDestination: {
      origin: { ...DEFAULT_ORIGIN },
      destination: { ...DEFAULT_DESTINATION },
      dateTrip: '',
      dateTripReturn: '',
      tempDateTrip: '',
      tempDateTripReturn: '',
      isRoundtrip: false,
    },
    schedule: {
      roundTrip: false,
      dateGo: '',
      dateReturn: '',
      selectedGo: null,
      selectedReturn: null,
      detail: { date: '', from: '', to: '' },
      operatorCode: '',
      page: 1,
      totalPage: 1,
      filtersGo: {},
      filtersReturn: {},
      sortGo: '',
      sortReturn: '',
      quickFilterGo: '',
      quickFilterReturn: '',
      tripStatus: 'go',
      activeDates: [],
    },
    seat: {
      activeSeatGo: [],
      activeSeatReturn: [],
      tempSeatGo: [],
      tempSeatReturn: [],
      connecting: [],
      lastConnectingRoute: null,
      indexConnecting: 0,
    },
    customer: {
      customer: { name: '', phonenumber: '', email: '' },
      passengers: {},
      passengersReturn: {},
      sameAsCustomerGo: false,
      sameAsCustomerReturn: false,
    },
    reservation: {
      totalPrice: 0,
      payment: null,
      voucher: null,
      isRefundable: false,
      priceFeeAssurance: 0,
      donation: { amount: 0, description: '', donate: false },
      points: { totalPoint: 0, usePoint: 0, flag: false },
      priceLines: [],
      reservationCode: null,
      expiredTime: null,
    },
    guide: {
      formReservation: { state: false, currentStep: 0 },
      searchTrip: { state: false, currentStep: 0 },
    },
  };
}

/**
 * The passenger names of one direction in seat order, `count` of them (blank when not
 * typed yet). A return name not typed separately is the go passenger's name.
 */
export function passengerNamesFor(
  customer: CustomerState,
  direction: 'go' | 'return',
  count: number,
): string[] {
  return Array.from({ length: count }, (_, index) => {
    const key = passengerKey(index);
    const goName = customer.passengers[key] ?? '';
    if (direction === 'go') return goName;
    return customer.passengersReturn?.[key] ?? goName;
  });
}

// ---------------------------------------------------------------------------------------
// Actions

export interface BookingActions {
  setOrigin: (place: Place) => void;
  setDestination: (place: Place) => void;
  /** Blanks the destination's id, type and text (spec §4 "Other"). */
  resetDestination: () => void;
  swapOriginDestination: () => void;
  toggleRoundTrip: () => void;
  setTripDates: (
    dates: Partial<
      Pick<
        FormOriginDestination,
        'dateTrip' | 'dateTripReturn' | 'tempDateTrip' | 'tempDateTripReturn'
      >
    >,
  ) => void;
  updateSchedule: (patch: Partial<ScheduleState>) => void;
  selectSchedule: (direction: 'go' | 'return', schedule: SelectedSchedule | null) => void;
  setActiveSeats: (direction: 'go' | 'return', seats: SelectedSeat[]) => void;
  /** Spec §4 "Seat setting": [] clears the connecting seats and the last route. */
  setConnectingSeats: (update: SeatEntry | SeatEntry[]) => void;
  updateSeat: (patch: Partial<SeatState>) => void;
  setCustomer: (customer: Partial<CustomerState['customer']>) => void;
  setPassengerName: (index: number, name: string) => void;
  setReturnPassengerName: (index: number, name: string) => void;
  updateCustomerState: (patch: Partial<CustomerState>) => void;
  updateReservation: (patch: Partial<ReservationState>) => void;
  setGuide: (guide: keyof GuideState, progress: Partial<GuideProgress>) => void;
  /** After a reservation is made: forget the choices, keep the search form and the booker. */
  finishJourney: () => void;
  /** Everything back to the defaults. */
  resetAll: () => void;
}

export type BookingStore = BookingData & BookingActions;

const BOOKING_STORE_VERSION = 1;

const bookingPersistence = localPersistence<BookingStore, BookingData>({
  name: storageKeys.app,
  version: BOOKING_STORE_VERSION,
  partialize: (state): BookingData => ({
    schedule: state.schedule,
    customer: state.customer,
    seat: state.seat,
    formOriginDestination: state.formOriginDestination,
    reservation: state.reservation,
    guide: state.guide,
  }),
  // A stored slice from an older build may lack newer fields: fill them from the defaults.
  merge: (persisted, current) => {
    const stored = (persisted ?? {}) as Partial<BookingData>;
    const defaults = initialBookingData();
    const mergeSlice = <K extends keyof BookingData>(key: K): BookingData[K] => ({
      ...defaults[key],
      ...(stored[key] ?? {}),
    });
    return {
      ...current,
      formOriginDestination: mergeSlice('formOriginDestination'),
      schedule: mergeSlice('schedule'),
      seat: mergeSlice('seat'),
      customer: mergeSlice('customer'),
      reservation: mergeSlice('reservation'),
      guide: mergeSlice('guide'),
    };
  },
});

export const useBookingStore = Object.assign(
  create<BookingStore>()(
    bookingPersistence.persist((set) => ({
      ...initialBookingData(),

      setOrigin: (place) =>
        set((s) => ({ formOriginDestination: { ...s.formOriginDestination, origin: place } })),
      setDestination: (place) =>
        set((s) => ({ formOriginDestination: { ...s.formOriginDestination, destination: place } })),
      resetDestination: () =>
        set((s) => ({
          formOriginDestination: { ...s.formOriginDestination, destination: { ...EMPTY_PLACE } },
        })),
      swapOriginDestination: () =>
        set((s) => ({
          formOriginDestination: {
            ...s.formOriginDestination,
            origin: s.formOriginDestination.destination,
            destination: s.formOriginDestination.origin,
          },
        })),
      toggleRoundTrip: () =>
        set((s) => ({
          formOriginDestination: {
            ...s.formOriginDestination,
            isRoundtrip: !s.formOriginDestination.isRoundtrip,
          },
        })),
      setTripDates: (dates) =>
        set((s) => ({ formOriginDestination: { ...s.formOriginDestination, ...dates } })),

      updateSchedule: (patch) => set((s) => ({ schedule: { ...s.schedule, ...patch } })),
      selectSchedule: (direction, schedule) =>
        set((s) => ({
          schedule: {
            ...s.schedule,
            [direction === 'go' ? 'selectedGo' : 'selectedReturn']: schedule,
          },
        })),

      setActiveSeats: (direction, seats) =>
        set((s) => ({
          seat: { ...s.seat, [direction === 'go' ? 'activeSeatGo' : 'activeSeatReturn']: seats },
        })),
      setConnectingSeats: (update) =>
        set((s) => {
          const next = applySeatSetting(
            { entries: s.seat.connecting, lastConnectingRoute: s.seat.lastConnectingRoute },
            update,
          );
          return {
            seat: {
              ...s.seat,
              connecting: next.entries,
              lastConnectingRoute: next.lastConnectingRoute,
            },
          };
        }),
      updateSeat: (patch) => set((s) => ({ seat: { ...s.seat, ...patch } })),

      setCustomer: (customer) =>
        set((s) => ({
          customer: { ...s.customer, customer: { ...s.customer.customer, ...customer } },
        })),
      setPassengerName: (index, name) =>
        set((s) => ({
          customer: {
            ...s.customer,
            passengers: { ...s.customer.passengers, [passengerKey(index)]: name },
          },
        })),
      setReturnPassengerName: (index, name) =>
        set((s) => ({
          customer: {
            ...s.customer,
            passengersReturn: { ...s.customer.passengersReturn, [passengerKey(index)]: name },
          },
        })),
      updateCustomerState: (patch) => set((s) => ({ customer: { ...s.customer, ...patch } })),

      updateReservation: (patch) => set((s) => ({ reservation: { ...s.reservation, ...patch } })),
      setGuide: (guide, progress) =>
        set((s) => ({ guide: { ...s.guide, [guide]: { ...s.guide[guide], ...progress } } })),

      finishJourney: () =>
        set((s) => {
          const fresh = initialBookingData();
          return {
            schedule: fresh.schedule,
            seat: fresh.seat,
            customer: { ...fresh.customer, customer: s.customer.customer },
            reservation: {
              ...fresh.reservation,
              reservationCode: s.reservation.reservationCode,
              expiredTime: s.reservation.expiredTime,
            },
          };
        }),
      resetAll: () => set(initialBookingData()),
    })),
  ),
  { persist: { rehydrate: bookingPersistence.rehydrate } },
);
