import type { FlashSaleCard, FlashSaleSession } from '@lintas/domain/flashsale-schemas';
import { BUSINESS_ZONE, localParts } from '../../lib/zoned-time.js';
import type { CardRecord, SessionRecord } from './flashsale.repository.js';

/** 'HH.mm' in WIB, as the site writes times. */
export function wibTime(instant: Date): string {
  return localParts(instant, BUSINESS_ZONE).time.replace(':', '.');
}

function sessionState(startsAt: Date, endsAt: Date, now: Date): FlashSaleSession['status'] {
  if (now.getTime() < startsAt.getTime()) return 'akan_datang';
  if (now.getTime() < endsAt.getTime()) return 'berlangsung';
  return 'berakhir';
}

export function sessionView(
  row: SessionRecord & { card_count: unknown },
  now: Date,
): FlashSaleSession {
  return {
    sesi_sub_id: Number(row.id),
    nama: row.name,
    mulai: row.starts_at.toISOString(),
    selesai: row.ends_at.toISOString(),
    jam_mulai: wibTime(row.starts_at),
    jam_selesai: wibTime(row.ends_at),
    status: sessionState(row.starts_at, row.ends_at, now),
    jumlah_card: Number(row.card_count ?? 0),
  };
}

/** Units neither sold nor held by a purchase whose hold still runs. */
function remaining(card: CardRecord): number {
  return Math.max(0, card.stock - card.sold - card.active_held);
}

export function cardState(card: CardRecord, now: Date): FlashSaleCard['status'] {
  const state = sessionState(card.session_starts_at, card.session_ends_at, now);
  if (state === 'akan_datang') return 'belum_mulai';
  if (state === 'berakhir') return 'berakhir';
  return remaining(card) > 0 ? 'tersedia' : 'habis';
}

export function cardView(card: CardRecord, now: Date): FlashSaleCard {
  const sisa = remaining(card);
  return {
    card_id: Number(card.id),
    sesi_sub_id: Number(card.session_id),
    jenis: card.kind,
    nama: card.name,
    deskripsi: card.description,
    gambar: card.image_url,
    harga_normal: card.normal_price,
    harga: card.price,
    stok: card.stock,
    terjual: card.sold,
    sisa,
    persen_terjual: card.stock > 0 ? Math.round(((card.stock - sisa) / card.stock) * 100) : 100,
    status: cardState(card, now),
    mulai: card.session_starts_at.toISOString(),
    selesai: card.session_ends_at.toISOString(),
  };
}
