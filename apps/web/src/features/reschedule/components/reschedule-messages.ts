/** The reschedule screen's own words (its tests read them from here too). */
export const rescheduleMessages = {
  noOther: 'Tidak ada jadwal lain pada tanggal ini',
  noOtherHint:
    'Coba tanggal lain: hanya jadwal operator yang sama di rute yang sama yang bisa dipilih.',
  current: 'Jadwal Anda saat ini',
  soldOut: 'Kursi habis',
  tooMany: (count: number) =>
    `Setiap penumpang mendapat satu kursi: lepas dulu kursi lain untuk memilih yang ini (${count} kursi).`,
  notMovable:
    'Tiket ini tidak dapat diubah jadwalnya di sini: hanya tiket sekali jalan tanpa transit yang sudah dibayar dan belum berangkat. Hubungi CS Lintas untuk bantuan.',
} as const;
