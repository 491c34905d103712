import type { ReservationInput, ReservationResult } from '@lintas/domain/reservation-schemas';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, fetchResults } from '../../../lib/api-client';
import { saveGuestToken } from '../../../lib/guest-tokens';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../../../lib/idempotency-key';

/** One try of reservasi that has no answer after this long counts as lost and is retried. */
const CHECKOUT_TIMEOUT_MS = 30_000;
/** Automatic retries of one checkout attempt (only when no answer arrived). */
const CHECKOUT_RETRIES = 2;
/** Before the first automatic retry; doubles for the next. */
const CHECKOUT_RETRY_DELAY_MS = 500;

/** One press of "Bayar": the body and the key that names this attempt to the server. */
export interface CheckoutAttempt {
  body: ReservationInput;
  idempotencyKey: string;
}

/**
 * POST travel/reservasi: holds the seats and opens the charge. Rejects with ApiError
 * (SEAT_TAKEN, PRICE_CHANGED, ...). The `Idempotency-Key` makes a repeat of the same
 * attempt return the same reservation instead of booking twice.
 */
const createReservation = ({ body, idempotencyKey }: CheckoutAttempt) =>
  fetchResults<ReservationResult>({
    method: 'POST',
    path: 'travel/reservasi',
    data: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    timeoutMs: CHECKOUT_TIMEOUT_MS,
  });

/**
 * Retry only when no answer arrived (network failure, timeout): the server may have booked
 * or not, and the same key makes asking again safe. An answer (SEAT_TAKEN, PRICE_CHANGED,
 * a 5xx) is final for the attempt: the person decides what to do next.
 */
export function isLostCheckout(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * The checkout mutation. `checkout(body)` is one attempt: it gets a fresh idempotency key,
 * which TanStack Query's automatic retries of that attempt reuse (they call the mutation
 * again with the same variables); the next call of `checkout` is a new attempt, new key.
 */
export function useCreateReservation() {
  const mutation = useMutation({
    mutationKey: ['reservasi'],
    mutationFn: createReservation,
    retry: (failureCount, error) => failureCount < CHECKOUT_RETRIES && isLostCheckout(error),
    retryDelay: (failureCount) => CHECKOUT_RETRY_DELAY_MS * 2 ** failureCount,
    // Try even when the browser believes it is offline (the default would wait, frozen,
    // for a reconnect): a failure shows the person a message they can act on.
    networkMode: 'always',
    // This browser's proof of ownership of the booking: kept before the screen moves on.
    onSuccess: (result) => saveGuestToken(result.reservasi_kode, result.guest_token),
  });
  const { mutateAsync, isPending } = mutation;
  const checkout = useCallback(
    (body: ReservationInput) => mutateAsync({ body, idempotencyKey: newIdempotencyKey() }),
    [mutateAsync],
  );
  return { checkout, isPending };
}
