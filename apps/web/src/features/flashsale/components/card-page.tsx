import { formatRupiah } from '@lintas/domain/format';
import type { FlashSaleCardDetail } from '@lintas/domain/flashsale-schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFlashSaleCard } from '../api/flashsale-api';
import { cardStatusText, SessionTimer, StockBar } from './flashsale-parts';
import styles from './flashsale.module.css';

import { cardTexts, type CardStep } from './card-texts';
import { CardCheckout } from './card-checkout';
import { CardQuiz } from './card-quiz';

function voucherLine(card: FlashSaleCardDetail): string {
  const v = card.voucher;
  const worth =
    v.tipe_diskon === 'percent'
      ? `Diskon ${v.nilai_diskon}%${v.maksimal_diskon ? ` hingga ${formatRupiah(v.maksimal_diskon)}` : ''}`
      : `Potongan ${formatRupiah(v.nilai_diskon)}`;
  const spend =
    v.minimal_transaksi > 0 ? `, minimal transaksi ${formatRupiah(v.minimal_transaksi)}` : '';
  const operators = v.operator_kode ? ` untuk operator ${v.operator_kode.join(', ')}` : '';
  return `${worth}${spend}${operators}. Berlaku ${v.berlaku_hari} hari setelah pembayaran.`;
}

export function FlashSaleCardPage() {
  const params = useParams();
  const cardId = Number(params.id);
  const card = useFlashSaleCard(Number.isInteger(cardId) && cardId > 0 ? cardId : 0);
  const [step, setStep] = useState<CardStep>({
    name: 'quiz',
    question: null,
    message: null,
    tone: 'info',
  });

  // Loading and failures keep the page's heading: the page is the flash sale's either way.
  if (card.isPending || card.isError) {
    const missing =
      card.isError &&
      card.error instanceof ApiError &&
      (card.error.code === 'NOT_FOUND' || card.error.code === 'VALIDATION_ERROR');
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{cardTexts.pageTitle}</h1>
        {card.isPending ? (
          <SkeletonCard lines={5} label={cardTexts.loading} />
        ) : missing ? (
          <EmptyState
            title={cardTexts.notFound}
            description={cardTexts.notFoundDescription}
            action={<Link to={paths.flashSale.getHref()}>{cardTexts.back}</Link>}
          />
        ) : (
          <ErrorState
            title={cardTexts.failed}
            message={errorMessage(card.error)}
            onRetry={() => void card.refetch()}
          />
        )}
      </div>
    );
  }
  const data = card.data;
  const onSale = data.status === 'tersedia';
  return (
    <div className={styles.page}>
      <p>
        <Link to={paths.flashSale.getHref()}>← {cardTexts.back}</Link>
      </p>
      <div className={styles.detail}>
        <div className={styles.section}>
          {data.gambar ? (
            <LazyImage
              className={styles.cardImage}
              src={data.gambar}
              alt=""
              width={400}
              height={240}
            />
          ) : null}
          <p className={styles.sessionBar}>
            <strong>{data.sesi.nama}</strong>
            <SessionTimer session={data.sesi} />
          </p>
        </div>
        <div className={styles.section}>
          <span className={styles.badge}>{data.jenis === 'tiket' ? 'Tiket' : 'Voucher'}</span>
          <h1 className={styles.title}>{data.nama}</h1>
          <p className={styles.prices}>
            <span className={styles.price}>{formatRupiah(data.harga)}</span>
            <span className={styles.normalPrice}>
              <span className="visually-hidden">Harga normal </span>
              {formatRupiah(data.harga_normal)}
            </span>
          </p>
          <StockBar card={data} />
          <p>{data.deskripsi}</p>
          <p className={styles.notice}>{voucherLine(data)}</p>
          {data.syarat.length > 0 ? (
            <>
              <h2 className={styles.panelTitle}>{cardTexts.terms}</h2>
              <ul className={styles.terms}>
                {data.syarat.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {!onSale && step.name === 'quiz' ? (
            <Button block disabled>
              {cardStatusText[data.status]}
            </Button>
          ) : step.name === 'quiz' ? (
            <CardQuiz card={data} step={step} onStep={setStep} />
          ) : (
            <CardCheckout card={data} step={step} onStep={setStep} />
          )}
        </div>
      </div>
    </div>
  );
}
