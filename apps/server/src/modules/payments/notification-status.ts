/**
 * Which status_code a Midtrans-style gateway sends with each transaction_status. The
 * notification's signature covers order_id, status_code and gross_amount, but NOT
 * transaction_status: a genuine signed "pending" (201) re-sent with
 * transaction_status "settlement" still carries a valid signature. A status is believed
 * only with a code the gateway sends for it (Midtrans' code table: 200 success, 201
 * pending or challenged, 202 denied, expired or cancelled; a card's cancel and a
 * merchant's deny answer 200). A status we do not know is not believed at all.
 */
const STATUS_CODES: Readonly<Record<string, readonly string[]>> = {
  settlement: ['200'],
  // 201: a card capture held for fraud review (fraud_status challenge).
  capture: ['200', '201'],
  authorize: ['200'],
  pending: ['201'],
  deny: ['200', '202'],
  cancel: ['200', '202'],
  expire: ['202'],
  failure: ['202'],
  refund: ['200'],
  partial_refund: ['200'],
  chargeback: ['200'],
  partial_chargeback: ['200'],
};

export function statusCodeFits(transactionStatus: string, statusCode: string): boolean {
  return Object.hasOwn(STATUS_CODES, transactionStatus)
    ? (STATUS_CODES[transactionStatus] ?? []).includes(statusCode)
    : false;
}

/** The one code a notification that pays us carries. */
export const PAID_STATUS_CODE = '200';
