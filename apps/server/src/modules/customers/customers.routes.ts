import {
  customerLoginBodySchema,
  customerLoginResultSchema,
  customerProfileSchema,
  customerUpdateBodySchema,
  referralSchema,
  requestLoginBodySchema,
  requestLoginResultSchema,
} from '@lintas/domain/customer-schemas';
import { z } from 'zod';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { CustomerLoginService } from './customer-login.service.js';
import type { CustomerProfileService } from './customer-profile.service.js';
import type { CustomerReferralService } from './customer-referral.service.js';
import type { CustomerSessionService } from './customer-session.service.js';

export interface CustomerRouteServices {
  login: CustomerLoginService;
  profiles: CustomerProfileService;
  sessions: CustomerSessionService;
  referrals: CustomerReferralService;
}

function customerIdOf(request: { customerId: number | null }): number {
  // access 'customer' lets no request through without one; this only narrows the type.
  if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
  return request.customerId;
}

/** Sign-in, logout and the profile (spec §7 "Authentication"). */
export function registerCustomerRoutes(api: ApiInstance, services: CustomerRouteServices): void {
  api.post(
    '/travel/request-customer-login-alternative',
    {
      schema: {
        tags: ['akun'],
        summary: 'Mengirim kode masuk (OTP) lewat SMS atau email',
        description:
          'Kode 6 angka, berlaku 5 menit, salah paling banyak 5 kali. `auth` dikirim kembali ' +
          'bersama kode ke customer-login. Kirim ulang paling cepat 60 detik sekali dan paling ' +
          'banyak 2 kali per sesi; permintaan per email/telepon dan per alamat klien dibatasi ' +
          'per jam (429 RATE_LIMITED, Retry-After). firebase-telp dikirimi SMS server ini.',
        body: requestLoginBodySchema,
        response: { 200: okSchema(requestLoginResultSchema) },
      },
    },
    async (request) => ok(await services.login.requestCode(request.body, request.ip)),
  );

  api.post(
    '/travel/customer-login',
    {
      schema: {
        tags: ['akun'],
        summary: 'Masuk dengan kode OTP (otp-sms, otp-email) atau token penyedia identitas',
        description:
          'Menjawab token bearer (365 hari) di results.token; baru = akun dibuat oleh login ini. ' +
          'Kode salah: 422 OTP_INVALID; kedaluwarsa: OTP_EXPIRED; salah 5 kali: ' +
          'OTP_TRIES_EXCEEDED; sudah dipakai: OTP_USED.',
        body: customerLoginBodySchema,
        response: { 200: okSchema(customerLoginResultSchema) },
      },
    },
    async (request) => ok(await services.login.login(request.body, request.ip)),
  );

  api.post(
    '/travel/customer-revoke-token',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Logout: mencabut token bearer yang dikirim',
        security: [{ customer: [] }],
        response: { 200: okSchema(z.object({ dicabut: z.boolean() })) },
      },
    },
    async (request) => {
      // The authentication hook accepted this header's token; it is the one revoked.
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      return ok({ dicabut: await services.sessions.revokeToken(token) });
    },
  );

  api.get(
    '/travel/customer-profil',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Profil pelanggan yang sedang login',
        security: [{ customer: [] }],
        response: { 200: okSchema(customerProfileSchema) },
      },
    },
    async (request) => ok(await services.profiles.profile(customerIdOf(request))),
  );

  api.post(
    '/travel/customer-update-data',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Mengubah profil (application/x-www-form-urlencoded atau JSON)',
        description:
          'nama wajib; jenis_kelamin, tanggal_lahir, pekerjaan_id, pekerjaan_lainnya diubah bila ' +
          'dikirim (yang tidak dikirim tetap). Menjawab profil yang baru.',
        security: [{ customer: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: customerUpdateBodySchema,
        response: { 200: okSchema(customerProfileSchema) },
      },
    },
    async (request) => ok(await services.profiles.update(customerIdOf(request), request.body)),
  );

  api.get(
    '/travel/referral',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Kode referral pelanggan dan tautan untuk dibagikan',
        description:
          'Kode diberikan pada permintaan pertama dan tidak berubah. Akun baru yang masuk ' +
          'lewat tautan (customer-login dengan kode_referral) dihitung di jumlah_teman.',
        security: [{ customer: [] }],
        response: { 200: okSchema(referralSchema) },
      },
    },
    async (request) => ok(await services.referrals.referral(customerIdOf(request))),
  );
}
