import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { BookingLinks } from './booking-messages.js';
import { reminderMessages } from './reminder-messages.js';
import type { ReminderRepository } from './reminder.repository.js';
import type { BookingMessage, BookingNotifier } from './reservation.ports.js';
import type { ReservationRepository } from './reservation.repository.js';

/** Reminders one pass writes at most; a backlog (a long outage) drains a batch a minute. */
const REMINDERS_PER_PASS = 200;

/**
 * Departure reminders (decision 0038): an e-mail and an SMS to the booker of a paid booking
 * about 24 hours and about 3 hours before each direction's departure. One pass, run by the
 * minute sweeper of every server process: in one transaction it writes the due reminders
 * into the ledger (`reservation_reminders`, whose primary key refuses a second row) and
 * queues messages only for the rows it wrote, so a reminder is queued exactly when its
 * ledger row commits, once however many processes run the pass. "Now" is the clock's.
 */
export class DepartureReminders {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: ReminderRepository,
    private readonly reservations: ReservationRepository,
    private readonly notifier: BookingNotifier,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
  ) {}

  /** One pass; answers how many reminders it queued (e-mail and SMS count as one). */
  async run(): Promise<number> {
    const now = this.clock.now();
    const queued = await this.db.transaction().execute(async (trx) => {
      const claimed = await this.ledger.claimDue(now, REMINDERS_PER_PASS, trx);
      if (claimed.length === 0) return 0;
      const ids = [...new Set(claimed.map((row) => row.reservation_id))];
      const bookers = await this.ledger.bookers(ids, trx);
      const legs = await this.reservations.findLegsOf(ids, trx);
      // A passenger the booker cancelled (decision 0046) has no seat to be reminded of.
      const passengers = (
        await this.reservations.findPassengers(
          legs.map((leg) => leg.id),
          trx,
        )
      ).filter((passenger) => passenger.cancelled_at === null);
      const places = await this.ledger.places(
        legs.map((leg) => leg.origin.id),
        trx,
      );
      const messages: BookingMessage[] = [];
      let count = 0;
      for (const reminder of claimed) {
        const booker = bookers.find((row) => row.id === reminder.reservation_id);
        const directionLegs = legs.filter(
          (leg) =>
            leg.reservationId === reminder.reservation_id && leg.direction === reminder.direction,
        );
        const pickupId = directionLegs.find((leg) => leg.legIndex === 0)?.origin.id;
        try {
          const built =
            booker &&
            reminderMessages(
              {
                kind: reminder.kind,
                reservation: booker,
                roundTrip: booker.is_round_trip,
                legs: directionLegs,
                passengers,
                pickup: places.find((place) => place.id === pickupId),
              },
              this.links,
            );
          if (!built) continue;
          messages.push(...built);
          count += 1;
        } catch (error) {
          // Building is pure; a defect in one booking's reminder must not hold back the
          // others. Its ledger row stays: a reminder is never sent twice, at worst not at all.
          this.logger.error(
            { err: error, reservation_id: reminder.reservation_id, kind: reminder.kind },
            'could not build the departure reminder',
          );
        }
      }
      if (messages.length > 0) await this.notifier.enqueueAll(trx, messages);
      return count;
    });
    if (queued > 0) this.notifier.dispatchSoon();
    return queued;
  }
}
