import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** The durable outbox of e-mail and SMS (notifications module). */
export interface OutboundMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Holds a secret (a sign-in code): its text is blanked once it is finished, outside development. */
  sensitive: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** Not worth sending after this instant (a code that has expired). */
  discard_after: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}
