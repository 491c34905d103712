import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { copyElementText } from '../../../lib/clipboard';
import { share } from '../../../lib/native-bridge';
import { isInApp } from '../../../lib/platform';
import { isLoggedIn } from '../../../lib/session';
import { toast } from '../../../stores/toast-store';
import { useReferral } from '../api/get-referral';
import styles from './referral.module.css';

const referralTexts = {
  lead: 'Bagikan kode atau tautan Anda. Teman yang mendaftar lewat tautan ini tercatat sebagai teman yang Anda ajak.',
  code: 'Kode Referral Anda',
  link: 'Tautan Anda',
  copyCode: 'Salin Kode',
  copyLink: 'Salin Tautan',
  share: 'Bagikan',
  friends: (n: number) =>
    n === 0
      ? 'Belum ada teman yang bergabung lewat tautan Anda.'
      : `${n} teman bergabung lewat tautan Anda.`,
  copied: (what: string) => `${what} disalin`,
  copyByHand: (what: string) => `${what} belum tersalin. Tekan lama lalu salin secara manual.`,
  loading: 'Memuat kode referral…',
  failed: 'Kode referral tidak dapat dimuat',
} as const;

/**
 * /ajak-teman: the logged-in customer's referral code and link (GET travel/referral),
 * copied by element id (the spec's helper) or shared through the app's share sheet, the
 * Web Share API, or — on a desktop browser with neither — copied. A guest signs in first.
 */
export function ReferralPage() {
  const [loggedIn] = useState(isLoggedIn);
  if (!loggedIn) return <Navigate to={paths.login.getHref(paths.referral.getHref())} replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paths.referral.title}</h1>
      <p className={styles.lead}>{referralTexts.lead}</p>
      <ReferralCard />
    </div>
  );
}

async function copy(id: string, what: string) {
  if (await copyElementText(id))
    toast(referralTexts.copied(what), { type: 'success', duration: 2000 });
  else toast(referralTexts.copyByHand(what), { type: 'info', duration: 4000 });
}

function ReferralCard() {
  const referral = useReferral();
  if (referral.isPending) return <SkeletonCard label={referralTexts.loading} />;
  if (referral.isError)
    return (
      <ErrorState
        title={referralTexts.failed}
        message={errorMessage(referral.error)}
        onRetry={() => void referral.refetch()}
      />
    );
  const { kode, link, pesan, jumlah_teman } = referral.data;
  const canShare = isInApp() || typeof navigator.share === 'function';
  return (
    <section className={styles.card} aria-label={referralTexts.code}>
      <p className={styles.label}>{referralTexts.code}</p>
      <p id="referral-code" className={styles.code}>
        {kode}
      </p>
      <Button variant="secondary" size="small" onClick={() => void copy('referral-code', 'Kode')}>
        {referralTexts.copyCode}
      </Button>

      <label className={styles.label} htmlFor="referral-link">
        {referralTexts.link}
      </label>
      <div className={styles.linkRow}>
        <input id="referral-link" className={styles.link} value={link} readOnly />
        <Button
          variant="secondary"
          size="small"
          onClick={() => void copy('referral-link', 'Tautan')}
        >
          {referralTexts.copyLink}
        </Button>
      </div>

      <Button
        block
        onClick={() => {
          if (canShare) share({ title: 'Lintas', text: pesan, url: link });
          else void copy('referral-link', 'Tautan');
        }}
      >
        {referralTexts.share}
      </Button>
      <p className={styles.friends} role="status">
        {referralTexts.friends(jumlah_teman)}
      </p>
    </section>
  );
}
