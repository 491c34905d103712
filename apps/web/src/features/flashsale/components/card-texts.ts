import type { QuizQuestion } from '@lintas/domain/flashsale-schemas';

export const cardTexts = {
  pageTitle: 'Flash Sale',
  loading: 'Memuat card…',
  failed: 'Card tidak dapat dimuat',
  notFound: 'Card tidak ditemukan',
  notFoundDescription: 'Card flash sale ini tidak ada atau sudah tidak ditawarkan.',
  back: 'Kembali ke Flash Sale',
  terms: 'Syarat & ketentuan',
  start: 'Ikuti Kuis & Beli',
  quizTitle: 'Jawab pertanyaan ini',
  quizHint: 'Jawaban benar membuka pembelian card ini.',
  answer: 'Kirim Jawaban',
  checking: 'Memeriksa…',
  nextQuestion: 'Coba Pertanyaan Lain',
  loadingQuestion: 'Memuat pertanyaan…',
  pickAnswer: 'Pilih salah satu jawaban.',
  checkoutTitle: 'Data pembeli & pembayaran',
  name: 'Nama lengkap',
  email: 'Email',
  phone: 'Nomor telepon',
  methods: 'Metode pembayaran',
  loadingMethods: 'Memuat metode pembayaran…',
  pickMethod: 'Pilih metode pembayaran.',
  price: 'Harga flash sale',
  fee: 'Biaya admin',
  total: 'Total bayar',
  pay: 'Bayar Sekarang',
  paying: 'Harap Tunggu ...',
  keyLeft: 'Selesaikan pembelian dalam',
  keyExpired: 'Waktu pembelian habis. Jawab pertanyaan lagi untuk melanjutkan.',
} as const;

/** Where a visitor is on a card: answering the quiz, or buying with the key it earned. */
export type CardStep =
  | { name: 'quiz'; question: QuizQuestion | null; message: string | null; tone: 'error' | 'info' }
  | { name: 'checkout'; keyAuth: string; expiresAt: string };
