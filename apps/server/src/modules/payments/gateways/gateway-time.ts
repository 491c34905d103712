/** Midtrans-style gateways write times in WIB (GMT+7) as 'YYYY-MM-DD HH:mm:ss'. */
export function formatGatewayTime(instant: Date): string {
  const wib = new Date(instant.getTime() + 7 * 60 * 60 * 1000);
  return wib.toISOString().slice(0, 19).replace('T', ' ');
}

/** The same with the zone written out, as `custom_expiry.order_time` wants it. */
export function formatGatewayTimeWithZone(instant: Date): string {
  return `${formatGatewayTime(instant)} +0700`;
}
