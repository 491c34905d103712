import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loginByEmail } from './customers-fixtures.js';

describe('customer profile, update and logout', () => {
  let t: TestApp;
  let budi: string;
  let siti: string;

  beforeAll(async () => {
    t = await createTestApp({ empty: true });
    budi = await loginByEmail(t, 'budi@example.com');
    siti = await loginByEmail(t, 'siti@example.com');
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function profile(token: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/customer-profil',
      headers: bearer(token),
    });
    return { status: res.statusCode, json: res.json() };
  }

  async function updateForm(token: string, form: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/travel/customer-update-data',
      // As the web client sends it.
      headers: {
        ...bearer(token),
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      payload: form,
    });
    return { status: res.statusCode, json: res.json() };
  }

  it('reads the new account: no name yet, its e-mail, no points', async () => {
    const res = await profile(budi);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'OK',
      results: {
        nama: '',
        email: 'budi@example.com',
        telp: null,
        jenis_kelamin: null,
        tanggal_lahir: null,
        pekerjaan_id: null,
        pekerjaan_lainnya: null,
        poin: 0,
      },
    });
  });

  it('takes a form-encoded update (signup sends only the name)', async () => {
    const signup = await updateForm(budi, 'nama=Budi+Santoso');
    expect(signup.status).toBe(200);
    expect(signup.json.results.nama).toBe('Budi Santoso');

    const full = await updateForm(
      budi,
      'nama=Budi%20%20Santoso&jenis_kelamin=L&tanggal_lahir=1990-05-17&pekerjaan_id=99&pekerjaan_lainnya=Pilot%20pesawat',
    );
    expect(full.status).toBe(200);
    expect((await profile(budi)).json.results).toMatchObject({
      nama: 'Budi Santoso',
      jenis_kelamin: 'L',
      tanggal_lahir: '1990-05-17',
      pekerjaan_id: 99,
      pekerjaan_lainnya: 'Pilot pesawat',
    });

    // What is not sent stays; a new occupation drops the words of the old one.
    const partial = await updateForm(budi, 'nama=Budi+Santoso&pekerjaan_id=2');
    expect(partial.json.results).toMatchObject({
      jenis_kelamin: 'L',
      tanggal_lahir: '1990-05-17',
      pekerjaan_id: 2,
      pekerjaan_lainnya: null,
    });
  });

  it('takes JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/travel/customer-update-data',
      headers: bearer(siti),
      payload: { nama: 'Siti Aminah', jenis_kelamin: 'P' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ nama: 'Siti Aminah', jenis_kelamin: 'P' });
  });

  it.each([
    ['nama=Budi123', 'nama', 'Gunakan hanya abjad, contoh Budi'],
    ['jenis_kelamin=X&nama=Budi', 'jenis_kelamin', 'Pilih L atau P'],
    ['nama=Budi&tanggal_lahir=1990-02-30', 'tanggal_lahir', 'Tanggal lahir tidak valid'],
    ['nama=Budi&tanggal_lahir=1850-01-01', 'tanggal_lahir', 'Tanggal lahir tidak valid'],
    [
      'nama=Budi&tanggal_lahir=2030-01-01',
      'tanggal_lahir',
      'Tanggal lahir tidak boleh setelah hari ini',
    ],
    ['nama=Budi&pekerjaan_id=abc', 'pekerjaan_id', ''],
    ['nama=Budi&pekerjaan_lainnya=Pilot', 'pekerjaan_id', 'Pilih pekerjaan terlebih dahulu'],
    ['', 'nama', ''],
  ])('refuses %s naming %s, and changes nothing', async (form, field, message) => {
    const before = (await profile(budi)).json.results;
    const res = await updateForm(budi, form);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    expect(res.json.message).toContain(field);
    if (message) expect(res.json.message).toContain(message);
    expect((await profile(budi)).json.results).toEqual(before);
  });

  it("never shows or changes another customer's profile", async () => {
    // There is no way to name another account: every call answers the token's own.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/travel/customer-profil?id=1&email=budi@example.com',
      headers: bearer(siti),
    });
    expect(mine.json().results.email).toBe('siti@example.com');
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/travel/customer-update-data',
      headers: bearer(siti),
      payload: { nama: 'Siti Aminah', id: 1, email: 'budi@example.com' },
    });
    expect(update.json().results.email).toBe('siti@example.com');
    expect((await profile(budi)).json.results.nama).toBe('Budi Santoso');
  });

  it('needs a valid bearer token', async () => {
    for (const headers of [{}, bearer('bukan-token')]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/travel/customer-profil',
        headers,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('SESSION_EXPIRED');
    }
  });

  it('revokes exactly the token it is called with', async () => {
    const second = await loginByEmail(t, 'budi@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/travel/customer-revoke-token',
      headers: bearer(budi),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'OK', results: { dicabut: true } });
    expect((await profile(budi)).status).toBe(401);
    // Another sign-in of the same customer, and another customer, stay signed in.
    expect((await profile(second)).status).toBe(200);
    expect((await profile(siti)).status).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/travel/customer-revoke-token',
      headers: bearer(budi),
    });
    expect(again.statusCode).toBe(401);
  });
});
