import { describe, expect, it } from 'vitest';
import { cancelReservationBodySchema } from './cancellation-schemas';

describe('cancelReservationBodySchema penumpang (decision 0046)', () => {
  const base = { reservasi_kode: 'ABC123', guest_token: undefined };
  const parse = (penumpang: unknown) =>
    cancelReservationBodySchema.safeParse({ ...base, penumpang });

  it('reads the passengers as an array or a form field "1,3"', () => {
    expect(parse([1, 3]).data?.penumpang).toEqual([1, 3]);
    expect(parse('1, 3').data?.penumpang).toEqual([1, 3]);
  });

  it('treats an empty choice as the whole booking', () => {
    expect(parse('').success).toBe(true);
    expect(parse('').data?.penumpang).toBeUndefined();
    expect(parse([]).data?.penumpang).toBeUndefined();
    expect(parse(undefined).data?.penumpang).toBeUndefined();
  });

  it('refuses 0, duplicates and text that is not numbers, in Indonesian', () => {
    expect(parse('0').error?.issues[0]?.message).toBe('Nomor penumpang dimulai dari 1');
    expect(parse([2, 2]).error?.issues[0]?.message).toBe('Nomor penumpang tidak boleh sama');
    expect(parse('1,x').error?.issues[0]?.message).toBe('Nomor penumpang tidak valid, contoh: 1,3');
    expect(parse([1.5]).success).toBe(false);
  });

  it("still takes an old client's numeric jenis_batal", () => {
    const result = cancelReservationBodySchema.safeParse({ ...base, jenis_batal: 2 });
    expect(result.data?.jenis_batal).toBe('2');
  });
});
