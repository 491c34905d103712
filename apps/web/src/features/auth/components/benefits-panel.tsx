import styles from './auth.module.css';

/** The three benefits of an account (spec §1), shown on /login as 'Gabung Bersama Lintas'. */
const loginBenefits = [
  {
    title: 'Promo & voucher khusus',
    description:
      'Dapatkan voucher dan potongan harga yang hanya berlaku untuk pelanggan terdaftar.',
    icon: 'ticket',
  },
  {
    title: 'Data terisi otomatis',
    description:
      'Nama, email dan nomor telepon pemesan langsung terisi, pesan tiket jadi lebih cepat.',
    icon: 'form',
  },
  {
    title: 'Semua transaksi di satu tempat',
    description: 'Lihat pesanan aktif dan riwayat perjalanan Anda dengan mudah kapan saja.',
    icon: 'list',
  },
] as const;

const iconPaths: Record<(typeof loginBenefits)[number]['icon'], string> = {
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  form: 'M5 3h14v18H5zM8 8h8M8 12h8M8 16h5',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
};

export function BenefitsPanel() {
  return (
    <aside className={styles.benefits} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={styles.benefitsTitle}>
        Gabung Bersama Lintas
      </h2>
      <ul className={styles.benefitList}>
        {loginBenefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <span className={styles.benefitIcon} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={iconPaths[benefit.icon]} />
              </svg>
            </span>
            <div>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
