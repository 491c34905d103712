import { formatNumber } from '@lintas/domain/format';

/**
 * The WhatsApp messages of souvenir orders, written on the server so prices are the
 * server's (a client only names product ids). Plain text in Indonesian; WhatsApp shows
 * *stars* as bold.
 */

export interface MessageLine {
  name: string;
  shopName: string;
  city: string;
  unit: string;
  price: number;
  quantity: number;
}

/** 'Rp 38.000' with a plain space: WhatsApp and a phone's keyboard both keep it. */
function rupiahText(amount: number): string {
  return `Rp ${formatNumber(amount)}`;
}

/** wa.me link with the text filled in; `phone` is international digits (62...). */
export function waMeLink(phone: string, text: string): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
}

function origin(line: Pick<MessageLine, 'shopName' | 'city'>): string {
  return `${line.shopName}, ${line.city}`;
}

/** The order of a cart: each product with its price and subtotal, then the total. */
export function cartOrderText(lines: MessageLine[], total: number): string {
  const items = lines.map((line, index) => {
    const unit = line.unit ? ` / ${line.unit}` : '';
    return (
      `${index + 1}. ${line.name} (${origin(line)})\n` +
      `   ${line.quantity} x ${rupiahText(line.price)}${unit} = ${rupiahText(line.price * line.quantity)}`
    );
  });
  return [
    'Halo, saya ingin memesan oleh-oleh lewat Lintas:',
    '',
    ...items,
    '',
    `*Total: ${rupiahText(total)}*`,
    '',
    'Mohon info ketersediaan, ongkos kirim dan cara pembayarannya. Terima kasih.',
  ].join('\n');
}

/** A question about one product, to start a chat from its page. */
export function productOrderText(line: Omit<MessageLine, 'quantity'>): string {
  const unit = line.unit ? ` / ${line.unit}` : '';
  return [
    'Halo, saya tertarik dengan oleh-oleh ini di Lintas:',
    '',
    `*${line.name}*`,
    `${origin(line)}`,
    `Harga: ${rupiahText(line.price)}${unit}`,
    '',
    'Apakah masih tersedia? Saya ingin memesan. Terima kasih.',
  ].join('\n');
}
