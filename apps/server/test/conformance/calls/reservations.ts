import { expect } from 'vitest';
import type { ConformanceWorld, Booking } from '../conformance-world.js';
import { flagVariants, retyped, setTo, type SpecCall, type Variant } from '../spec-call.js';
import type { SpecClient } from '../spec-client.js';

/**
 * Spec §7 "Reservations". A booking made by a guest opens for the browser that made it
 * with the guest secret reservasi answered (decision 0004): the spec's client, which has
 * no such secret, opens its bookings signed in (bearer) or through web-detail-reservasi's
 * look-up. Both are tried.
 */

/** The guest secret's header when `client` is a guest, nothing for a signed-in customer. */
function ownership(client: SpecClient, booking: Booking): Record<string, string> {
  return client.token ? {} : { 'x-guest-token': booking.guestToken };
}

/** A booking of `client`'s and the headers its owner sends to open it. */
async function ownBooking(world: ConformanceWorld, client: SpecClient) {
  const booking = await world.reserve(client);
  return { booking, headers: ownership(client, booking) };
}

const seatNumberAsNumber: Variant = {
  name: 'kursi[].no as a number',
  apply: (fields) => ({
    ...fields,
    kursi: (fields.kursi as Array<Record<string, unknown>>).map((seat) => ({
      ...seat,
      no: Number(seat.no),
    })),
  }),
};

const signedIn: Variant = {
  name: 'a signed-in customer’s own booking (bearer, no guest secret)',
  build: async (world, client) => {
    const customer = client.with({ token: await world.customer() });
    const { booking } = await ownBooking(world, customer);
    return { fields: { reservasi_kode: booking.code }, client: customer };
  },
};

export const reservationCalls: SpecCall[] = [
  {
    call: 'travel/reservasi',
    method: 'POST',
    specFields:
      'as cek-harga, plus pemesan_nama, pemesan_telp, pemesan_email, jenis_pembayaran_kode, total_bayar, ads_kode, url_referer, komentar_donasi',
    access: 'optional-bearer',
    build: async (world, client) => {
      const body = world.bookingBody(await world.freeSeat());
      return { fields: { ...body, total_bayar: await world.totalOf(body, client) } };
    },
    optional: [
      'voucher_kode',
      'voucher_diskon',
      'tipe_admin_fee',
      'admin_fee',
      'ads_kode',
      'url_referer',
      'komentar_donasi',
    ],
    variants: [
      seatNumberAsNumber,
      retyped('total_bayar', 'string'),
      ...flagVariants('flag_pp', false),
      ...flagVariants('flag_asuransi', false),
      ...flagVariants('flag_point', false),
      retyped('donasi', 'string'),
    ],
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ reservasi_kode: expect.any(String) })),
    same: 'status',
    bad: setTo('pemesan_telp', '0812', "pemesan_telp '0812'"),
  },
  ...(['travel/list-reservasi', 'travel/list-riwayat-reservasi'] as const).map(
    (call): SpecCall => ({
      call,
      method: 'GET',
      specFields: 'page (bearer)',
      access: 'required-bearer',
      build: () => ({ fields: { page: 1 } }),
      optional: ['page'],
      variants: [retyped('page', 'string')],
      same: 'results',
      bad: setTo('page', 'satu', "page 'satu'"),
    }),
  ),
  {
    call: 'travel/detail-reservasi',
    method: 'GET',
    specFields: 'reservasi_kode',
    access: 'basic',
    build: async (world, client) => {
      const { booking, headers } = await ownBooking(world, client);
      return { fields: { reservasi_kode: booking.code }, headers };
    },
    variants: [signedIn],
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ reservasi_kode: expect.any(String) })),
    same: 'status',
    bad: setTo('reservasi_kode', 'LNTTIDAKADA', 'a reservasi_kode that does not exist (404)'),
    difference:
      'A guest’s booking opens with its guest secret (X-Guest-Token, from reservasi or web-detail-reservasi); the booking code alone answers 404 revealing nothing (decision 0004). A signed-in customer’s opens with the bearer, as the spec’s client sends it.',
  },
  {
    call: 'travel/web-detail-reservasi',
    method: 'GET',
    specFields: 'reservasi_kode, pemesan_email_telp',
    access: 'basic',
    build: async (world) => {
      const booking = await world.reserve();
      return { fields: { reservasi_kode: booking.code, pemesan_email_telp: booking.email } };
    },
    variants: [
      {
        name: 'the booker’s phone instead of the e-mail',
        build: async (world) => {
          const booking = await world.reserve();
          return { fields: { reservasi_kode: booking.code, pemesan_email_telp: booking.phone } };
        },
      },
      {
        name: 'the e-mail in capitals',
        build: async (world) => {
          const booking = await world.reserve();
          return {
            fields: {
              reservasi_kode: booking.code,
              pemesan_email_telp: booking.email.toUpperCase(),
            },
          };
        },
      },
    ],
    same: 'status',
    bad: setTo('pemesan_email_telp', 'orang.lain@example.com', 'a stranger’s e-mail (404)'),
  },
  {
    call: 'travel/check-pembayaran',
    method: 'GET',
    specFields: 'reservasi_kode, payment_kode',
    access: 'basic',
    build: async (world, client) => {
      const { booking, headers } = await ownBooking(world, client);
      return { fields: { reservasi_kode: booking.code, payment_kode: '' }, headers };
    },
    optional: ['payment_kode'],
    variants: [signedIn],
    same: 'status',
    bad: setTo('reservasi_kode', '', "reservasi_kode ''"),
    difference: 'Opens like detail-reservasi (guest secret or bearer).',
  },
  {
    call: 'travel/ganti-pembayaran',
    method: 'POST',
    specFields: 'reservasi_kode, jenis_pembayaran_kode',
    access: 'basic',
    build: async (world, client) => {
      const { booking, headers } = await ownBooking(world, client);
      return {
        fields: { reservasi_kode: booking.code, jenis_pembayaran_kode: 'BNI_VA' },
        headers,
      };
    },
    variants: [
      {
        name: 'a signed-in customer’s own booking (bearer)',
        build: async (world, client) => {
          const customer = client.with({ token: await world.customer() });
          const { booking } = await ownBooking(world, customer);
          return {
            fields: { reservasi_kode: booking.code, jenis_pembayaran_kode: 'BNI_VA' },
            client: customer,
          };
        },
      },
    ],
    same: 'status',
    bad: setTo('jenis_pembayaran_kode', 'TIDAK_ADA', 'a method that does not exist'),
    difference: 'Opens like detail-reservasi (guest secret or bearer).',
  },
  {
    call: 'travel/batal-reservasi',
    method: 'POST',
    specFields: 'reservasi_kode, jenis_batal',
    access: 'basic',
    build: async (world, client) => {
      const { booking, headers } = await ownBooking(world, client);
      return { fields: { reservasi_kode: booking.code, jenis_batal: '' }, headers };
    },
    optional: ['jenis_batal'],
    variants: [
      {
        name: 'a signed-in customer’s own booking (bearer)',
        build: async (world, client) => {
          const customer = client.with({ token: await world.customer() });
          const { booking } = await ownBooking(world, customer);
          return { fields: { reservasi_kode: booking.code }, client: customer };
        },
      },
    ],
    same: 'status',
    bad: setTo('reservasi_kode', 'LNTTIDAKADA', 'a reservasi_kode that does not exist (404)'),
    difference: 'Opens like detail-reservasi (guest secret or bearer).',
  },
];
