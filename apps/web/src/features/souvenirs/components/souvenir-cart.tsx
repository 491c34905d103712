import type { SouvenirCartMessage } from '@lintas/domain/souvenir-schemas';
import { formatRupiah } from '@lintas/domain/format';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Sheet } from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/api-client';
import { openWhatsapp } from '../../../lib/native-bridge';
import { fetchCartMessage } from '../api/souvenir-api';
import {
  type CartPosition,
  cartCount,
  cartProductIds,
  cartTotal,
  useSouvenirStore,
} from '../stores/souvenir-store';
import { BagIcon } from './souvenir-card';
import { souvenirTexts } from './souvenir-texts';
import styles from './souvenirs.module.css';

/** The floating button's size (px) and the margin it keeps from the viewport's edges. */
const BUTTON_SIZE = 56;
const EDGE = 8;
/** A press that moves less than this is a tap (opens the cart), not a drag. */
const DRAG_THRESHOLD = 6;

/** Keeps a remembered position on screen after the window shrank or rotated. */
function onScreen(position: CartPosition): CartPosition {
  const maxLeft = Math.max(EDGE, window.innerWidth - BUTTON_SIZE - EDGE);
  const maxTop = Math.max(EDGE, window.innerHeight - BUTTON_SIZE - EDGE);
  return {
    left: Math.min(Math.max(EDGE, position.left), maxLeft),
    top: Math.min(Math.max(EDGE, position.top), maxTop),
  };
}

function CartIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17.5" cy="20" r="1.3" />
    </svg>
  );
}

/**
 * The cart of the souvenir pages: a floating button (shown while isCart is on) that can
 * be dragged anywhere and stays where it was left (cartPosition), a first-time hint
 * (isShowTutorial), and the cart sheet: remove by id, clear all, and the order as a
 * WhatsApp message written by the server (message-souvenir), opened through the native
 * bridge or, in a browser, wa.me in a new window.
 */
export function SouvenirCart() {
  const cart = useSouvenirStore((state) => state.cart);
  const isCart = useSouvenirStore((state) => state.isCart);
  const position = useSouvenirStore((state) => state.cartPosition);
  const showTutorial = useSouvenirStore((state) => state.isShowTutorial);
  const { remove, clear, setCartPosition, dismissTutorial } = useSouvenirStore.getState();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState<SouvenirCartMessage | null>(null);
  const drag = useRef<{
    x: number;
    y: number;
    left: number;
    top: number;
    moved: boolean;
  } | null>(null);
  const [dragging, setDragging] = useState<CartPosition | null>(null);
  const lastDrawn = useRef<CartPosition | null>(null);
  // Set by a drag's pointerup so the click that follows it does not open the cart.
  const justDragged = useRef(false);

  const count = cartCount(cart);
  const shown = dragging ?? (position ? onScreen(position) : null);

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    // Captured from the start: a quick drag leaves the button before its first move event.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: rect.left,
      top: rect.top,
      moved: false,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    start.moved = true;
    lastDrawn.current = onScreen({ left: start.left + dx, top: start.top + dy });
    setDragging(lastDrawn.current);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    // Where the button was last drawn; without a move event (a browser may coalesce the
    // moves into the up), where the pointer was let go. What is kept is what was seen.
    justDragged.current = true;
    setCartPosition(lastDrawn.current ?? onScreen({ left: start.left + dx, top: start.top + dy }));
    lastDrawn.current = null;
    setDragging(null);
  };

  const openCart = () => {
    setMessage(null);
    setFailure(null);
    setOpen(true);
  };

  const order = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await fetchCartMessage(cartProductIds(cart));
      setMessage(answer);
      openWhatsapp(answer.nomor_whatsapp, answer.pesan);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (!isCart) return null;

  return (
    <>
      <button
        type="button"
        className={`${styles.cartButton} ${shown ? styles.cartButtonPlaced : ''}`}
        style={shown ? { left: shown.left, top: shown.top } : undefined}
        aria-label={souvenirTexts.cartButton(count)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          lastDrawn.current = null;
          setDragging(null);
        }}
        onClick={() => {
          if (justDragged.current) {
            justDragged.current = false;
            return;
          }
          openCart();
        }}
      >
        <CartIcon />
        <span className={styles.cartBadge} aria-hidden="true">
          {count}
        </span>
      </button>
      {showTutorial ? (
        <div className={styles.tutorial} role="note" aria-label={souvenirTexts.tutorialTitle}>
          <p className={styles.tutorialTitle}>{souvenirTexts.tutorialTitle}</p>
          <p>{souvenirTexts.tutorial}</p>
          <Button size="small" onClick={dismissTutorial}>
            {souvenirTexts.tutorialOk}
          </Button>
        </div>
      ) : null}
      <Sheet
        open={open}
        title={souvenirTexts.cartTitle}
        onClose={() => setOpen(false)}
        footer={
          cart.length > 0 && !message ? (
            <div className={styles.sheetActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  clear();
                  setOpen(false);
                }}
              >
                {souvenirTexts.clear}
              </Button>
              <Button
                loading={sending}
                loadingText={souvenirTexts.ordering}
                onClick={() => void order()}
              >
                {souvenirTexts.order}
              </Button>
            </div>
          ) : undefined
        }
      >
        {message ? (
          <section className={styles.section} aria-labelledby="souvenir-message">
            <h3 id="souvenir-message" className={styles.subtitle}>
              {souvenirTexts.sentTitle}
            </h3>
            <p className={styles.meta}>{souvenirTexts.sentNote}</p>
            <pre className={styles.message} data-testid="souvenir-message">
              {message.pesan}
            </pre>
            <a
              className={styles.whatsappLink}
              href={message.tautan_whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              {souvenirTexts.openWhatsapp}
            </a>
          </section>
        ) : cart.length === 0 ? (
          <EmptyState
            icon={<BagIcon />}
            title={souvenirTexts.cartEmpty}
            description={souvenirTexts.cartEmptyDescription}
          />
        ) : (
          <>
            <ul className={styles.cartList}>
              {cart.map((item) => (
                <li key={item.id} className={styles.cartItem}>
                  <LazyImage
                    src={item.gambar}
                    alt=""
                    className={styles.cartImage}
                    width={80}
                    height={60}
                  />
                  <div className={styles.cartText}>
                    <p className={styles.cartName}>{item.nama}</p>
                    <p className={styles.meta}>{souvenirTexts.from(item.toko, item.kota)}</p>
                    <p className={styles.meta}>
                      {item.jumlah} × {formatRupiah(item.harga)}
                    </p>
                  </div>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={souvenirTexts.remove(item.nama)}
                    onClick={() => remove(item.id)}
                  >
                    Hapus
                  </Button>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span>{souvenirTexts.total}</span>
              <strong>{formatRupiah(cartTotal(cart))}</strong>
            </p>
            <p className={styles.meta}>{souvenirTexts.totalNote}</p>
            {failure ? (
              <p className={styles.failure} role="alert">
                <strong>{souvenirTexts.orderFailed}.</strong> {failure}
              </p>
            ) : null}
          </>
        )}
      </Sheet>
    </>
  );
}
