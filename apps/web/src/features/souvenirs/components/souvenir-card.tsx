import type { SouvenirProduct } from '@lintas/domain/souvenir-schemas';
import { formatRupiah } from '@lintas/domain/format';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LazyImage } from '../../../components/ui/lazy-image';
import { paths } from '../../../config/paths';
import { toast } from '../../../stores/toast-store';
import { useSouvenirStore } from '../stores/souvenir-store';
import styles from './souvenirs.module.css';
import { souvenirTexts } from './souvenir-texts';

/** Adds one of `product` to the cart and says so. */
export function useAddToCart() {
  const add = useSouvenirStore((state) => state.add);
  return (product: SouvenirProduct) => {
    add(product);
    toast(souvenirTexts.added(product.nama));
  };
}

/** A product of the catalogue or the recommendations: its page, its price, and Tambah. */
export function SouvenirCard({ product }: { product: SouvenirProduct }) {
  const addToCart = useAddToCart();
  return (
    <article className={styles.card}>
      <Link to={paths.souvenirProduct.getHref(product.produk_id)} className={styles.cardLink}>
        <LazyImage
          src={product.gambar}
          alt=""
          className={styles.cardImage}
          width={800}
          height={600}
        />
        <h3 className={styles.cardTitle}>{product.nama}</h3>
      </Link>
      <p className={styles.meta}>{souvenirTexts.from(product.toko, product.kota)}</p>
      <p className={styles.price}>
        {formatRupiah(product.harga)}{' '}
        <span className={styles.unit}>{souvenirTexts.perUnit(product.satuan)}</span>
      </p>
      {product.tersedia ? (
        <Button
          size="small"
          variant="secondary"
          className={styles.cardAction}
          aria-label={souvenirTexts.addNamed(product.nama)}
          onClick={() => addToCart(product)}
        >
          {souvenirTexts.add}
        </Button>
      ) : (
        <p className={styles.soldOut}>{souvenirTexts.soldOut}</p>
      )}
    </article>
  );
}

/** A shopping bag for the souvenir screens' empty states (the default icon is a bus). */
export function BagIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </svg>
  );
}
