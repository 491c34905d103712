import { expect } from 'vitest';
import type { ConformanceWorld } from '../conformance-world.js';
import type { SpecCall, Variant } from '../spec-call.js';
import { setTo } from '../spec-call.js';

/** Spec §7 "Authentication". */

/** Where an SMS goes: the phone written 62… (spec §9: 62 replaces a leading 0). */
function smsRecipient(phone: string): string {
  return phone.replace(/^0/, '62');
}

/** Asks for a code by `tipe` and reads it from the outbox: { auth, otp }. */
async function codeFor(
  world: ConformanceWorld,
  tipe: 'otp-email' | 'otp-sms',
  who: { email: string; phone: string },
): Promise<{ auth: string; otp: string }> {
  const requested = await world.results<{ auth?: string }>({
    method: 'POST',
    path: 'travel/request-customer-login-alternative',
    data:
      tipe === 'otp-email'
        ? { tipe, email: who.email, telp: '' }
        : { tipe, telp: who.phone, email: '' },
  });
  const otp = await world.codeSentTo(tipe === 'otp-email' ? who.email : smsRecipient(who.phone));
  return { auth: requested.auth ?? '', otp };
}

const phoneLogin: Variant = {
  name: 'tipe otp-sms (phone code, email sent empty)',
  build: async (world) => {
    const who = world.person();
    const { auth, otp } = await codeFor(world, 'otp-sms', who);
    return {
      fields: { tipe: 'otp-sms', auth, telp: who.phone, email: '', otp, token_firebase: '' },
    };
  },
};

const googleLogin: Variant = {
  name: "tipe firebase-email (Google ID token, auth 'xxx', otp empty)",
  build: async (world) => {
    const who = world.person();
    const token = await world.idToken({ nama: 'Siti Aminah', email: who.email });
    return {
      fields: {
        tipe: 'firebase-email',
        auth: 'xxx',
        telp: '',
        email: who.email,
        otp: '',
        token_firebase: token,
      },
    };
  },
};

const firebasePhoneLogin: Variant = {
  name: "tipe firebase-telp (phone provider's ID token, auth 'xxx')",
  build: async (world) => {
    const who = world.person();
    const token = await world.idToken({ nama: 'Agus Salim', telp: who.phone });
    return {
      fields: {
        tipe: 'firebase-telp',
        auth: 'xxx',
        telp: who.phone,
        email: '',
        otp: '',
        token_firebase: token,
      },
    };
  },
};

const firebasePhoneFallback: Variant = {
  name: 'tipe firebase-telp with an empty token after the otp-sms fallback (spec §7, §8)',
  build: async (world) => {
    const who = world.person();
    const { auth, otp } = await codeFor(world, 'otp-sms', who);
    return {
      fields: { tipe: 'firebase-telp', auth, telp: who.phone, email: '', otp, token_firebase: '' },
    };
  },
};

export const authenticationCalls: SpecCall[] = [
  {
    call: 'travel/request-customer-login-alternative',
    method: 'POST',
    specFields: 'tipe, telp, email',
    access: 'basic',
    build: (world) => {
      const who = world.person();
      return { fields: { tipe: 'otp-email', email: who.email, telp: '' } };
    },
    optional: ['telp'],
    variants: [
      {
        name: 'tipe otp-sms (email sent empty)',
        build: (world) => ({ fields: { tipe: 'otp-sms', telp: world.person().phone, email: '' } }),
      },
      {
        name: 'tipe firebase-telp (email sent empty)',
        build: (world) => ({
          fields: { tipe: 'firebase-telp', telp: world.person().phone, email: '' },
        }),
      },
      {
        name: 'a phone written +62…',
        build: (world) => ({
          fields: { tipe: 'otp-sms', telp: world.person().phone.replace(/^0/, '+62'), email: '' },
        }),
      },
    ],
    check: (results) => {
      expect(typeof (results as { auth?: unknown }).auth).toBe('string');
    },
    same: 'status',
    bad: setTo('email', 'bukan-email', "email 'bukan-email'"),
  },
  {
    call: 'travel/customer-login',
    method: 'POST',
    specFields: 'tipe, auth, telp, email, otp, token_firebase',
    access: 'basic',
    build: async (world) => {
      const who = world.person();
      const { auth, otp } = await codeFor(world, 'otp-email', who);
      return {
        fields: { tipe: 'otp-email', auth, telp: '', email: who.email, otp, token_firebase: '' },
      };
    },
    optional: ['telp', 'token_firebase'],
    variants: [phoneLogin, googleLogin, firebasePhoneLogin, firebasePhoneFallback],
    check: (results) => {
      expect(typeof (results as { token?: unknown }).token).toBe('string');
    },
    same: 'status',
    bad: setTo('otp', '000000x', "otp '000000x'"),
  },
  {
    call: 'travel/customer-revoke-token',
    method: 'POST',
    specFields: '(none; bearer)',
    access: 'customer',
    build: async (world, client) => {
      const { token } = await world.signIn();
      return { fields: {}, client: client.with({ token }) };
    },
    same: 'status',
  },
  {
    call: 'travel/customer-profil',
    method: 'GET',
    specFields: '(none; bearer)',
    access: 'required-bearer',
    build: () => ({ fields: {} }),
    check: (results) => {
      expect(results).toEqual(
        expect.objectContaining({
          nama: expect.any(String),
          email: expect.anything(),
          telp: null,
          jenis_kelamin: expect.toSatisfy((value) => value === null || typeof value === 'string'),
        }),
      );
    },
    same: 'results',
  },
  {
    call: 'travel/customer-update-data',
    method: 'POST',
    form: true,
    specFields:
      'nama, jenis_kelamin, tanggal_lahir, pekerjaan_id, pekerjaan_lainnya (form-encoded)',
    access: 'required-bearer',
    build: () => ({
      fields: {
        nama: 'Budi Santoso',
        jenis_kelamin: 'L',
        tanggal_lahir: '1990-05-17',
        pekerjaan_id: 3,
        pekerjaan_lainnya: '',
      },
    }),
    optional: ['jenis_kelamin', 'tanggal_lahir', 'pekerjaan_id', 'pekerjaan_lainnya'],
    variants: [
      {
        name: 'only nama, as signup sends it (spec §7)',
        apply: () => ({ nama: 'Budi Santoso' }),
      },
    ],
    same: 'status',
    bad: setTo('nama', 'Budi 123', "nama 'Budi 123'"),
  },
];
