/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * Checkout guards (issue 7, items 3 and 6).
 *
 * - Unpaid holds are limited per booker contact and per client address, counted in the
 *   database so every server process sees the same holds: each reservation keeps its
 *   booker's e-mail and phone in a normalised form (e-mail lower-cased, phone in national
 *   0812... form) and the address that asked for it. Partial indexes cover the only
 *   rows the limits count: pending ones.
 * - idempotency_keys: a retried `reservasi` with the same Idempotency-Key answers the
 *   reservation the first attempt made. The key is stored only as a SHA-256; the guest
 *   secret of that reservation is kept sealed (AES-GCM) under a key derived from the
 *   Idempotency-Key itself, so the database alone cannot open it. Written in the same
 *   transaction as the reservation: the record exists exactly when the booking does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE reservations ADD COLUMN booker_email_key text;
    ALTER TABLE reservations ADD COLUMN booker_phone_key text;
    ALTER TABLE reservations ADD COLUMN client_address text;

    UPDATE reservations SET
      booker_email_key = lower(trim(booker_email)),
      booker_phone_key = CASE
        WHEN regexp_replace(booker_phone, '\\D', '', 'g') LIKE '62%'
          THEN '0' || substr(regexp_replace(booker_phone, '\\D', '', 'g'), 3)
        WHEN regexp_replace(booker_phone, '\\D', '', 'g') LIKE '8%'
          THEN '0' || regexp_replace(booker_phone, '\\D', '', 'g')
        ELSE regexp_replace(booker_phone, '\\D', '', 'g')
      END;

    CREATE INDEX reservations_pending_email_idx ON reservations (booker_email_key)
      WHERE status = 'pending';
    CREATE INDEX reservations_pending_phone_idx ON reservations (booker_phone_key)
      WHERE status = 'pending';
    CREATE INDEX reservations_pending_address_idx ON reservations (client_address)
      WHERE status = 'pending';

    CREATE TABLE idempotency_keys (
      key_hash            text PRIMARY KEY,
      scope               text NOT NULL,
      request_hash        text NOT NULL,
      reservation_id      bigint NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
      sealed_guest_token  text NOT NULL,
      created_at          timestamptz NOT NULL
    );
    CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DROP TABLE idempotency_keys;
    ALTER TABLE reservations DROP COLUMN client_address;
    ALTER TABLE reservations DROP COLUMN booker_phone_key;
    ALTER TABLE reservations DROP COLUMN booker_email_key;
    `,
  );
}
