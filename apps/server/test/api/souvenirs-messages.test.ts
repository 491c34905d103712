import { describe, expect, it } from 'vitest';
import { CALL_CENTRE, useSouvenirShop } from './souvenirs.fixtures.js';

/**
 * The souvenir WhatsApp messages (spec §7) on the demo souvenirs: format-pesan-oleh-oleh
 * and message-souvenir.
 * Every test leaves the data as it found it.
 */
describe('souvenirs API', () => {
  const { results, expectError, id } = useSouvenirShop();

  describe('format-pesan-oleh-oleh', () => {
    it("writes a question about one product to its seller's WhatsApp", async () => {
      const message = await results('/api/travel/format-pesan-oleh-oleh', {
        produk_id: String(id('Bakpia Kacang Hijau')),
      });
      expect(message.nomor_whatsapp).toBe('6281227001575');
      expect(message.pesan).toContain('*Bakpia Kacang Hijau*');
      expect(message.pesan).toContain('Bakpia Mbok Sri, Yogyakarta');
      expect(message.pesan).toContain('Harga: Rp 45.000 / kotak isi 20');
      const link = new URL(message.tautan_whatsapp);
      expect(link.origin + link.pathname).toBe('https://wa.me/6281227001575');
      expect(link.searchParams.get('text')).toBe(message.pesan);
    });

    it('sends a product without a seller number to the call centre; 404 and 400', async () => {
      const message = await results('/api/travel/format-pesan-oleh-oleh', {
        produk_id: String(id('Peuyeum Bandung')),
      });
      expect(message.nomor_whatsapp).toBe(CALL_CENTRE);
      expect(message.tautan_whatsapp.startsWith(`https://wa.me/${CALL_CENTRE}?text=`)).toBe(true);
      await expectError(
        '/api/travel/format-pesan-oleh-oleh',
        { produk_id: '99999' },
        404,
        'NOT_FOUND',
      );
      await expectError('/api/travel/format-pesan-oleh-oleh', {}, 400, 'VALIDATION_ERROR');
    });
  });

  describe('message-souvenir', () => {
    it('lists each product with price and subtotal, then the total, to the call centre', async () => {
      const bolu = id('Bolu Kukus Ketan Hitam');
      const bakpia = id('Bakpia Kacang Hijau');
      const message = await results('/api/travel/message-souvenir', {
        productIds: `${bakpia},${bolu},${bakpia}`,
      });
      expect(message.items).toEqual([
        {
          produk_id: bakpia,
          nama: 'Bakpia Kacang Hijau',
          jumlah: 2,
          harga: 45_000,
          subtotal: 90_000,
        },
        {
          produk_id: bolu,
          nama: 'Bolu Kukus Ketan Hitam',
          jumlah: 1,
          harga: 38_000,
          subtotal: 38_000,
        },
      ]);
      expect(message.total).toBe(128_000);
      // Two sellers: the call centre gathers the order.
      expect(message.nomor_whatsapp).toBe(CALL_CENTRE);
      expect(message.pesan).toBe(
        [
          'Halo, saya ingin memesan oleh-oleh lewat Lintas:',
          '',
          '1. Bakpia Kacang Hijau (Bakpia Mbok Sri, Yogyakarta)',
          '   2 x Rp 45.000 / kotak isi 20 = Rp 90.000',
          '2. Bolu Kukus Ketan Hitam (Bolu Kukus Sari Rasa, Bandung)',
          '   1 x Rp 38.000 / kotak isi 10 = Rp 38.000',
          '',
          '*Total: Rp 128.000*',
          '',
          'Mohon info ketersediaan, ongkos kirim dan cara pembayarannya. Terima kasih.',
        ].join('\n'),
      );
      expect(new URL(message.tautan_whatsapp).searchParams.get('text')).toBe(message.pesan);
    });

    it('sends a cart from one seller to that seller; the key may repeat', async () => {
      const message = await results('/api/travel/message-souvenir', {
        productIds: [
          String(id('Bolu Kukus Ketan Hitam')),
          String(id('Keripik Singkong Pedas Level 10')),
        ],
      });
      expect(message.nomor_whatsapp).toBe('6281322004411');
      expect(message.total).toBe(60_000);
      expect(message.items.map((item: { nama: string }) => item.nama)).toEqual([
        'Bolu Kukus Ketan Hitam',
        'Keripik Singkong Pedas Level 10',
      ]);
    });

    it('refuses unknown products (404 naming them) and sold-out ones (409)', async () => {
      const missing = await expectError(
        '/api/travel/message-souvenir',
        { productIds: `${id('Dodol Betawi')},99998,99999` },
        404,
        'NOT_FOUND',
      );
      expect(missing.message).toBe('Oleh-oleh tidak ditemukan (id 99998, 99999).');
      const soldOut = await expectError(
        '/api/travel/message-souvenir',
        { productIds: `${id('Dodol Betawi')},${id('Gudeg Kaleng')}` },
        409,
        'SOUVENIR_SOLD_OUT',
      );
      expect(soldOut.message).toBe(
        'Maaf, Gudeg Kaleng sedang habis. Hapus dari keranjang lalu pesan lagi.',
      );
    });

    it('refuses a missing, empty, malformed or oversized list with 400', async () => {
      const bad: Array<Record<string, string | string[]>> = [
        {},
        { productIds: '' },
        { productIds: ' , ' },
        { productIds: '1,abc' },
        { productIds: '1,-2' },
        { productIds: '1.5' },
        { productIds: Array.from({ length: 51 }, () => '1').join(',') },
      ];
      for (const query of bad) {
        const error = await expectError(
          '/api/travel/message-souvenir',
          query,
          400,
          'VALIDATION_ERROR',
        );
        expect(error.message).not.toMatch(/expected|invalid input/i);
      }
    });
  });
});
