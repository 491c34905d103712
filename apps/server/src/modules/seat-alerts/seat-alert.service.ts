import {
  SEAT_ALERT_ACTIVE_MAX,
  type SeatAlert,
  type SeatAlertCancelResult,
  type SeatAlertList,
} from '@lintas/domain/seat-alert-schemas';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { zoneLabel } from '../../lib/zoned-time.js';
import type { TripSegment } from '../trips/trip-segment.js';
import { type SeatAlertMessage, seatAlertLink, seatAlertMessages } from './seat-alert-messages.js';
import type { DepartureKey, SeatAlertRepository } from './seat-alert.repository.js';

/**
 * How long a customer just told about a free seat counts on it: during this window that
 * seat is not announced to the next one in the queue (decision 12). Long enough to open
 * the link and hold a seat; short enough that a seat nobody takes reaches the next person.
 */
const SEAT_PROMISE_MS = 15 * 60_000;
/** How often every departure with waiting alerts is looked at (seats freed elsewhere, lapsed promises). */
const FULL_PASS_INTERVAL_MS = 60_000;
/** Departures one full pass looks at at most, soonest first: one pass ends however many wait. */
const FULL_PASS_GROUPS = 500;
/**
 * A freeing is announced once its transaction has committed: until then its reservation
 * still reads pending. Waits before each look; after the last the full pass takes over.
 */
const COMMIT_WAITS_MS = [20, 50, 100, 250, 500, 1_000, 2_000, 4_000];
/** Alerts are kept this long after their departure, then forgotten. */
const KEEP_DEPARTED_MS = 30 * 24 * 3_600_000;
/** How long stop() waits for a pass still running. */
const STOP_WAIT_MS = 5_000;

/** What seat alerts need from the trips module. */
export interface SeatAlertTripsPort {
  inspect(
    operatorCode: string,
    jadwalCode: string,
    departureDate: string,
  ): Promise<{ segment: TripSegment; problem: string | null }>;
  /** Free seats per trip segment (one aggregated query). */
  availableSeats(segments: TripSegment[]): Promise<Map<string, number>>;
}

/** The notifications module's outbox: queued in our transaction, sent after its commit. */
export interface SeatAlertNotifier {
  enqueue(trx: Executor, message: SeatAlertMessage): Promise<void>;
  dispatchSoon(): void;
}

/**
 * What the reservations module tells us when an unpaid reservation has released its seats
 * (expired, cancelled, paid too late), from inside its transaction. It must not do I/O
 * there nor ever throw: it only remembers the ids; the work happens after the commit.
 */
export interface SeatsFreedListener {
  seatsFreed(reservationIds: number[]): void;
}

const UNAVAILABLE_MESSAGES: Record<string, string> = {
  departed: 'Keberangkatan ini sudah lewat. Kabar kursi hanya dapat diminta sebelum bus berangkat.',
  cancelled: 'Perjalanan pada tanggal ini dibatalkan oleh operator. Silakan pilih jadwal lain.',
  'not-running': 'Jadwal ini tidak beroperasi pada tanggal yang dipilih.',
  inactive: 'Jadwal ini sudah tidak dioperasikan. Silakan pilih jadwal lain.',
  'not-open': 'Penjualan tiket untuk tanggal ini belum dibuka.',
};

function keyOf(segment: TripSegment): DepartureKey {
  return {
    scheduleId: segment.schedule.id,
    tripDate: segment.tripDate,
    fromStop: segment.fromStop,
    toStop: segment.toStop,
  };
}

function lockKey(key: DepartureKey): string {
  return `${key.scheduleId}|${key.tripDate}|${key.fromStop}|${key.toStop}`;
}

function pointLabel(point: TripSegment['origin']): string {
  return `${point.cityName} ${point.name}`;
}

type ListedRow = NonNullable<Awaited<ReturnType<SeatAlertRepository['byId']>>>;

/**
 * Seat alerts: the only writer of seat_alerts. A logged-in customer asks on a sold-out
 * departure; when seats free (the reservations module's lifecycle reports the ended
 * reservations) the earliest waiting alerts of that departure are told by e-mail/SMS,
 * as many as there are free seats nobody has been promised (SEAT_PROMISE_MS), each once.
 * All of it after the freeing's commit, in our own transaction: a failure here is logged
 * and retried by the next pass, and never touches the expiry or cancel that freed seats.
 */
export class SeatAlertService implements SeatsFreedListener {
  private readonly freed = new Map<number, number>();
  private fullPassDue = false;
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private interval: NodeJS.Timeout | null = null;
  private wake: { timer: NodeJS.Timeout; at: number } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly repository: SeatAlertRepository,
    private readonly trips: SeatAlertTripsPort,
    private readonly notifier: SeatAlertNotifier,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
    private readonly links: { baseUrl: string },
  ) {}

  // The customer's side ----------------------------------------------------------------

  async create(
    customerId: number,
    input: { operator_kode: string; jadwal_kode: string; tanggal_berangkat: string },
  ): Promise<SeatAlert> {
    const { segment, problem } = await this.trips.inspect(
      input.operator_kode,
      input.jadwal_kode,
      input.tanggal_berangkat,
    );
    if (problem) {
      throw new AppError(
        'SEAT_ALERT_UNAVAILABLE',
        UNAVAILABLE_MESSAGES[problem] ?? 'Kabar kursi tidak dapat diminta untuk keberangkatan ini.',
      );
    }
    const free = await this.freeSeats(segment);
    if (free > 0) {
      throw new AppError('SEAT_ALERT_SEATS_AVAILABLE', undefined, { kursi_tersedia: free });
    }
    const key = keyOf(segment);
    const now = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      // One customer's requests one at a time, so the count below holds when we insert.
      await this.repository.lock(`customer:${customerId}`, trx);
      const existing = await this.repository.findOwn(customerId, key, trx);
      if (existing?.status === 'waiting') throw new AppError('SEAT_ALERT_EXISTS');
      const rearmsActive = existing?.status === 'notified';
      if (
        !rearmsActive &&
        (await this.repository.countActive(customerId, now, trx)) >= SEAT_ALERT_ACTIVE_MAX
      ) {
        throw new AppError(
          'SEAT_ALERT_LIMIT',
          `Anda sudah meminta kabar untuk ${SEAT_ALERT_ACTIVE_MAX} keberangkatan. Batalkan salah ` +
            'satu sebelum meminta yang baru.',
        );
      }
      const queued = await this.repository.queue(
        customerId,
        {
          schedule_id: key.scheduleId,
          trip_date: key.tripDate,
          from_stop: key.fromStop,
          to_stop: key.toStop,
          operator_code: segment.operator.code,
          jadwal_code: segment.jadwalCode,
          departure_date: segment.departureDate,
          departure_at: segment.departureAt,
          departure_time: segment.departureTime,
          departure_zone: zoneLabel(segment.origin.timezone),
          operator_name: segment.operator.name,
          origin_label: pointLabel(segment.origin),
          destination_label: pointLabel(segment.destination),
        },
        now,
        trx,
      );
      if (queued === undefined) throw new AppError('SEAT_ALERT_EXISTS');
      return queued;
    });
    const row = await this.repository.byId(customerId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Kabar kursi tidak ditemukan.');
    return this.view(row);
  }

  async list(customerId: number): Promise<SeatAlertList> {
    const rows = await this.repository.listActive(customerId, this.clock.now());
    return { list: rows.map((row) => this.view(row)) };
  }

  async cancel(customerId: number, alertId: number): Promise<SeatAlertCancelResult> {
    // Someone else's alert answers exactly like one that does not exist.
    if (!(await this.repository.cancel(customerId, alertId, this.clock.now())))
      throw new AppError('NOT_FOUND', 'Kabar kursi tidak ditemukan atau sudah berakhir.');
    return { alert_id: alertId, status: 'dibatalkan' };
  }

  private view(row: ListedRow): SeatAlert {
    return {
      alert_id: Number(row.id),
      operator_kode: row.operator_code,
      operator_nama: row.operator_name,
      jadwal_kode: row.jadwal_code,
      tanggal_berangkat: row.departure_date,
      jam_berangkat: row.departure_time,
      zona_berangkat: row.departure_zone,
      asal: row.origin_label,
      tujuan: row.destination_label,
      status: row.status === 'notified' ? 'dikabari' : 'menunggu',
      dibuat: new Date(row.created_at).toISOString(),
      dikabari: row.notified_at === null ? null : new Date(row.notified_at).toISOString(),
      link: seatAlertLink(this.links.baseUrl, {
        operatorCode: row.operator_code,
        jadwalCode: row.jadwal_code,
        departureDate: row.departure_date,
      }),
    };
  }

  // Freed seats ----------------------------------------------------------------------

  seatsFreed(reservationIds: number[]): void {
    try {
      if (this.stopped || reservationIds.length === 0) return;
      for (const id of reservationIds) this.freed.set(id, 0);
      this.wakeIn(COMMIT_WAITS_MS[0]!);
    } catch (error) {
      // Never the lifecycle's problem: the full pass finds the free seats anyway.
      this.logger.error({ err: error }, 'could not note freed seats for seat alerts');
    }
  }

  /** The interval timer of full passes (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.interval || this.stopped) return;
    this.interval = setInterval(() => {
      this.fullPassDue = true;
      this.kick();
    }, FULL_PASS_INTERVAL_MS);
    this.interval.unref();
  }

  /** Stops the timers and waits (a bounded time) for a pass still running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    if (this.wake) clearTimeout(this.wake.timer);
    this.wake = null;
    if (!this.current) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.current,
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, STOP_WAIT_MS);
        timeout.unref();
      }),
    ]);
    clearTimeout(timeout);
  }

  /** A full pass now (after the one running): every departure with waiting alerts. */
  async runPass(): Promise<void> {
    this.fullPassDue = true;
    this.kick();
    while (this.current) await this.current;
  }

  /**
   * Resolves once every freeing noted so far has been looked at (or given up on after the
   * commit waits): tests assert what was, and was not, sent. Bounded (about 20 s).
   */
  async whenIdle(): Promise<void> {
    for (let i = 0; i < 2_000 && (this.current || this.wake || this.freed.size > 0); i++) {
      await (this.current ?? new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }

  private wakeIn(ms: number): void {
    if (this.stopped) return;
    const at = Date.now() + ms;
    if (this.wake && this.wake.at <= at) return;
    if (this.wake) clearTimeout(this.wake.timer);
    const timer = setTimeout(() => {
      this.wake = null;
      this.kick();
    }, ms);
    timer.unref();
    this.wake = { timer, at };
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.loop().finally(() => {
      this.current = null;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.drainFreed();
      if (this.fullPassDue) {
        this.fullPassDue = false;
        await this.fullPass();
      }
    } while (this.again && !this.stopped);
  }

  /** The departures of reservations whose ending has committed; the others wait a little more. */
  private async drainFreed(): Promise<void> {
    if (this.freed.size === 0) return;
    const batch = new Map(this.freed);
    this.freed.clear();
    try {
      const { departures, pendingIds } = await this.repository.endedDepartures([...batch.keys()]);
      this.retryLater(pendingIds, batch);
      if (departures.length === 0) return;
      const groups = await this.repository.waitingGroups(
        this.clock.now(),
        FULL_PASS_GROUPS,
        departures,
      );
      for (const group of groups) await this.notifyGroup(group);
    } catch (error) {
      this.logger.error({ err: error }, 'seat alerts: could not look at freed seats');
      this.retryLater([...batch.keys()], batch);
    }
  }

  private retryLater(ids: number[], attempts: Map<number, number>): void {
    let next: number | undefined;
    for (const id of ids) {
      const attempt = (attempts.get(id) ?? 0) + 1;
      // Still pending after the last wait: rolled back, or a long transaction the full
      // pass will catch.
      if (attempt >= COMMIT_WAITS_MS.length) continue;
      this.freed.set(id, Math.max(attempt, this.freed.get(id) ?? 0));
      next = Math.min(next ?? Infinity, COMMIT_WAITS_MS[attempt]!);
    }
    if (next !== undefined) this.wakeIn(next);
  }

  private async fullPass(): Promise<void> {
    try {
      const now = this.clock.now();
      const groups = await this.repository.waitingGroups(now, FULL_PASS_GROUPS);
      for (const group of groups) await this.notifyGroup(group);
      await this.repository.deleteDepartedBefore(new Date(now.getTime() - KEEP_DEPARTED_MS));
    } catch (error) {
      this.logger.error({ err: error }, 'seat alerts: the full pass failed');
    }
  }

  /**
   * Tells the earliest waiting alerts of one departure, one per free seat nobody has been
   * promised. Under a per-departure lock, so two passes (two processes, or a freeing and
   * the interval) never tell more people than there are seats; the claim itself is a
   * guarded UPDATE, so an alert is told once whatever happens. Never throws.
   */
  private async notifyGroup(group: {
    key: DepartureKey;
    operatorCode: string;
    jadwalCode: string;
    departureDate: string;
  }): Promise<void> {
    try {
      const { segment, problem } = await this.trips.inspect(
        group.operatorCode,
        group.jadwalCode,
        group.departureDate,
      );
      // Departed, cancelled, no longer running: nothing to book, so nothing to announce.
      if (problem) return;
      const free = await this.freeSeats(segment);
      if (free <= 0) return;
      const now = this.clock.now();
      let told = 0;
      await this.db.transaction().execute(async (trx) => {
        await this.repository.lock(lockKey(group.key), trx);
        const promised = await this.repository.countPromised(
          group.key,
          new Date(now.getTime() - SEAT_PROMISE_MS),
          trx,
        );
        const claimed = await this.repository.claimEarliest(group.key, free - promised, now, trx);
        for (const alert of claimed) {
          const messages = seatAlertMessages(alert, this.links.baseUrl);
          if (messages.length === 0)
            this.logger.warn({ alert_id: alert.id }, 'seat alert: the customer has no contact');
          for (const message of messages) await this.notifier.enqueue(trx, message);
        }
        told = claimed.length;
      });
      if (told > 0) this.notifier.dispatchSoon();
    } catch (error) {
      // The claim rolled back with the failure: these alerts wait for the next pass.
      this.logger.error(
        { err: error, jadwal_kode: group.jadwalCode, tanggal_berangkat: group.departureDate },
        'seat alerts: could not notify a departure',
      );
    }
  }

  private async freeSeats(segment: TripSegment): Promise<number> {
    const seats = await this.trips.availableSeats([segment]);
    return seats.values().next().value ?? 0;
  }
}
