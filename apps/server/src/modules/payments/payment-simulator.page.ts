import { formatDate, formatRupiah, formatTime } from '@lintas/domain/format';
import { SIMULATOR_PAGE_PATH } from './gateways/simulator-gateway.js';
import type { SimulatorPage } from './payment-simulator.service.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * The LOCAL PAYMENT SIMULATOR's pages: plain server-rendered HTML with forms and no
 * script (the site's CSP allows none inline). Every value from the database is escaped.
 */

/** Where the simulator sends a flash-sale buyer back to: the site's page of the purchase. */
export function flashSalePurchasePagePath(purchaseCode: string): string {
  return `/flashsale/transaksi/${encodeURIComponent(purchaseCode)}`;
}

/** Where the simulator sends the booker back to: the site's page of the reservation. */
export function reservationPagePath(reservationCode: string): string {
  return `/reservasi/${encodeURIComponent(reservationCode)}`;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Sudah dibayar',
  expired: 'Kedaluwarsa',
  cancelled: 'Dibatalkan',
  failed: 'Gagal',
};

function formatInstant(instant: Date): string {
  return `${formatDate(instant, 'dddd, D MMMM YYYY')} ${formatTime(instant)} WIB`;
}

export function renderSimulatorPage({
  payment,
  reservationCode,
  returnPath,
  now,
}: SimulatorPage): string {
  const orderPath = `${SIMULATOR_PAGE_PATH}/${encodeURIComponent(payment.order_id)}`;
  const isPending = payment.status === 'pending';
  const isPastExpiry = payment.expires_at.getTime() <= now.getTime();
  const rows: Array<[string, string]> = [
    [payment.reservation_id === null ? 'Kode transaksi' : 'Kode reservasi', reservationCode],
    ['Kode pembayaran', payment.order_id],
    ['Metode', payment.method_name],
    ['Jumlah', formatRupiah(payment.amount)],
  ];
  const { details } = payment;
  if (details.va_number) rows.push(['Nomor Virtual Account', details.va_number]);
  if (details.biller_code) rows.push(['Kode perusahaan', details.biller_code]);
  if (details.payment_code) rows.push(['Kode pembayaran gerai / tagihan', details.payment_code]);
  if (details.qr_string) rows.push(['Isi kode QR', details.qr_string]);
  rows.push(['Batas pembayaran', formatInstant(payment.expires_at)]);
  rows.push(['Status', STATUS_TEXT[payment.status] ?? payment.status]);

  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n        ');

  const backLink = `<a href="${escapeHtml(returnPath)}">Kembali ke pesanan</a>`;
  let actions: string;
  if (!isPending) {
    actions = `<p>Pembayaran ini tidak lagi menunggu. ${backLink}</p>`;
  } else if (isPastExpiry) {
    // Like a real gateway given custom_expiry: the charge ends with the seats' hold.
    actions = `<p class="warning">Batas waktu pembayaran sudah lewat; pembayaran ini tidak dapat dibayar lagi. ${backLink}</p>`;
  } else {
    actions = `<div class="actions">
      <form method="post" action="${escapeHtml(`${orderPath}/bayar`)}"><button type="submit" class="pay">Bayar</button></form>
      <form method="post" action="${escapeHtml(`${orderPath}/batalkan`)}"><button type="submit" class="cancel">Batalkan</button></form>
    </div>`;
  }

  return layout(
    'Simulator Pembayaran (lokal)',
    `<table>
        ${table}
      </table>
      ${actions}`,
  );
}

export function renderSimulatorResult(options: {
  title: string;
  message: string;
  returnPath?: string;
}): string {
  const back = options.returnPath
    ? `<p><a href="${escapeHtml(options.returnPath)}">Kembali ke pesanan</a></p>`
    : '';
  return layout(options.title, `<p>${escapeHtml(options.message)}</p>\n      ${back}`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} · Lintas</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; color: #222; }
      main { max-width: 24rem; margin: 0 auto; padding: 1rem; background: #fff; min-height: 100vh; }
      .banner { background: #fff3cd; border: 1px solid #e0c36b; padding: .5rem .75rem; border-radius: 4px; font-size: .875rem; }
      table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
      th, td { text-align: left; padding: .4rem 0; border-bottom: 1px solid #eee; vertical-align: top; word-break: break-all; }
      th { font-weight: 500; color: #555; width: 45%; word-break: normal; }
      .actions { display: flex; gap: .75rem; }
      .actions form { flex: 1; }
      button { width: 100%; padding: .75rem; font-size: 1rem; border-radius: 4px; border: 0; cursor: pointer; }
      .pay { background: #1565c0; color: #fff; }
      .cancel { background: #eee; color: #b00020; }
      .warning { color: #8a4b00; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p class="banner">Simulator pembayaran lokal untuk pengembangan. Tidak ada uang sungguhan yang berpindah.</p>
      ${body}
    </main>
  </body>
</html>
`;
}
