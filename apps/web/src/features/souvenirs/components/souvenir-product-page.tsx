import { formatRupiah } from '@lintas/domain/format';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { openWhatsapp } from '../../../lib/native-bridge';
import { toast } from '../../../stores/toast-store';
import {
  fetchProductMessage,
  useSouvenirProduct,
  useSouvenirRecommendation,
} from '../api/souvenir-api';
import { useSouvenirStore } from '../stores/souvenir-store';
import { BagIcon, SouvenirCard, useAddToCart } from './souvenir-card';
import { SouvenirCart } from './souvenir-cart';
import { souvenirTexts } from './souvenir-texts';
import styles from './souvenirs.module.css';

/** Other products to bring home, kept in the store as the spec's recommendation list. */
function Recommendations({ productId }: { productId: number }) {
  const recommendation = useSouvenirRecommendation(productId);
  const setRecommendation = useSouvenirStore((state) => state.setRecommendation);
  useEffect(() => {
    if (recommendation.data) setRecommendation(recommendation.data);
  }, [recommendation.data, setRecommendation]);
  const list = recommendation.data ?? [];
  if (recommendation.isPending) return <SkeletonCard lines={2} label={souvenirTexts.loading} />;
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="souvenir-recommended">
      <h2 id="souvenir-recommended" className={styles.subtitle}>
        {souvenirTexts.recommended}
      </h2>
      <ul className={styles.grid}>
        {list.map((product) => (
          <li key={product.produk_id}>
            <SouvenirCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /oleh-oleh/:id: one product, add to cart, ask the seller, and recommendations. */
export function SouvenirProductPage() {
  const { id = '' } = useParams();
  const productId = Number(id);
  const product = useSouvenirProduct(productId);
  const addToCart = useAddToCart();
  const [asking, setAsking] = useState(false);
  const back = (
    <Link to={paths.souvenirs.getHref()} className={styles.backLink}>
      {souvenirTexts.back}
    </Link>
  );

  const ask = async () => {
    setAsking(true);
    try {
      const message = await fetchProductMessage(productId);
      openWhatsapp(message.nomor_whatsapp, message.pesan);
    } catch (error) {
      toast(errorMessage(error), { type: 'error', duration: 3000 });
    } finally {
      setAsking(false);
    }
  };

  const valid = Number.isInteger(productId) && productId > 0;
  if (valid && product.isPending)
    return (
      <div className={styles.page}>
        {back}
        <SkeletonCard lines={5} label={souvenirTexts.loading} />
      </div>
    );
  const item = product.data;
  if (!valid || !item) {
    const missing =
      !valid || (product.error instanceof ApiError && product.error.httpStatus === 404);
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.title}>{missing ? souvenirTexts.notFound : souvenirTexts.failed}</h1>
        {missing ? (
          <EmptyState
            icon={<BagIcon />}
            title={souvenirTexts.notFound}
            description={souvenirTexts.notFoundDescription}
            action={<Link to={paths.souvenirs.getHref()}>{souvenirTexts.showAll}</Link>}
          />
        ) : (
          <ErrorState
            title={souvenirTexts.failed}
            message={errorMessage(product.error)}
            onRetry={() => void product.refetch()}
          />
        )}
        <SouvenirCart />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {back}
      <article className={styles.detail}>
        <LazyImage
          src={item.gambar}
          alt={item.nama}
          className={styles.detailImage}
          width={800}
          height={600}
        />
        <div className={styles.detailBody}>
          <p className={styles.meta}>{item.kategori_nama}</p>
          <h1 className={styles.title}>{item.nama}</h1>
          <p className={styles.meta}>{souvenirTexts.from(item.toko, item.kota)}</p>
          <p className={styles.detailPrice}>
            {formatRupiah(item.harga)}{' '}
            <span className={styles.unit}>{souvenirTexts.perUnit(item.satuan)}</span>
          </p>
          {item.tersedia ? null : <p className={styles.soldOut}>{souvenirTexts.soldOut}</p>}
          <p className={styles.description}>{item.deskripsi}</p>
          <div className={styles.actions}>
            <Button disabled={!item.tersedia} onClick={() => addToCart(item)}>
              {souvenirTexts.addLong}
            </Button>
            <Button
              variant="secondary"
              loading={asking}
              loadingText={souvenirTexts.asking}
              onClick={() => void ask()}
            >
              {souvenirTexts.ask}
            </Button>
          </div>
        </div>
      </article>
      <Recommendations productId={item.produk_id} />
      <SouvenirCart />
    </div>
  );
}
