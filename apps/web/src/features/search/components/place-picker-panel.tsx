import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Place } from '../../../stores/booking-store';
import { useDestinations } from '../api/get-destinations';
import { useOrigins } from '../api/get-origins';
import { toPlace, toPlaceGroups } from '../lib/place-groups';
import styles from './place-picker.module.css';

export interface PlacePickerPanelProps {
  /** The picker's id: the dialog is `${id}-dialog`, its title `${id}-title`. */
  id: string;
  dialogTitle: string;
  value: Place;
  reachableFrom?: Place;
  variant: 'sheet' | 'popover';
  /** The picker's field: a click on it does not close the popover, Tab back to it neither. */
  fieldRef: RefObject<HTMLInputElement | null>;
  /** The search as typed, and as asked for (the field debounces it). */
  text: string;
  debounced: string;
  onText: (text: string) => void;
  /** A click outside the popover: it folds away, the search typed stays. */
  onDismiss: () => void;
  onSelect: (place: Place) => void;
  /** Closes the dialog; `returnFocus` false when the focus has already moved on. */
  onClose: (returnFocus?: boolean) => void;
}

/**
 * The open dialog of a PlacePicker (place-picker.tsx, which loads this module): a text
 * search and the city groups with their points. A sheet on a phone (modal: Tab cycles inside), a popover under the
 * field elsewhere (a click outside or Tab out of it closes it); Escape closes both.
 */
export function PlacePickerPanel({
  id,
  dialogTitle,
  value,
  reachableFrom,
  variant,
  fieldRef,
  text,
  debounced,
  onText,
  onDismiss,
  onSelect,
  onClose,
}: PlacePickerPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const dialogId = `${id}-dialog`;
  const titleId = `${id}-title`;
  const origins = useOrigins(debounced, !reachableFrom);
  const destinations = useDestinations(reachableFrom ?? value, debounced, Boolean(reachableFrom));
  const query = reachableFrom ? destinations : origins;

  useEffect(() => {
    searchRef.current?.focus();
    if (variant !== 'popover') return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !fieldRef.current?.contains(target)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [variant, fieldRef, onDismiss]);

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || variant !== 'sheet') return;
    // The sheet is modal: Tab cycles inside it.
    const focusable = panelRef.current?.querySelectorAll<HTMLElement>('button, input');
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const groups = query.data ? toPlaceGroups(query.data.list) : [];

  return (
    <>
      {variant === 'sheet' ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={() => onClose()} />
      ) : null}
      <div
        ref={panelRef}
        id={dialogId}
        role="dialog"
        aria-modal={variant === 'sheet' ? true : undefined}
        aria-labelledby={titleId}
        className={variant === 'sheet' ? styles.sheet : styles.popover}
        onKeyDown={onPanelKey}
        onBlur={(event) => {
          // The desktop popover closes when Tab moves focus out of it.
          const next = event.relatedTarget as Node | null;
          if (
            variant === 'popover' &&
            next &&
            !panelRef.current?.contains(next) &&
            next !== fieldRef.current
          )
            onClose(false);
        }}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {dialogTitle}
          </h2>
          <Button variant="ghost" size="small" onClick={() => onClose()}>
            Tutup
          </Button>
        </div>
        <div className={styles.search}>
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Cari kota atau titik
          </label>
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            className={styles.searchInput}
            placeholder="Cari kota atau titik"
            autoComplete="off"
            value={text}
            onChange={(event) => onText(event.target.value)}
          />
        </div>
        <div className={styles.body} aria-busy={query.isFetching || undefined}>
          {query.isPending ? (
            <div role="status" className={styles.loading}>
              <span className="visually-hidden">Memuat daftar kota…</span>
              {[0, 1, 2].map((i) => (
                <div key={i} className={styles.skeletonGroup}>
                  <Skeleton width="40%" height={18} />
                  <Skeleton height={40} />
                  <Skeleton height={40} />
                </div>
              ))}
            </div>
          ) : query.isError ? (
            <ErrorState
              title="Daftar kota gagal dimuat"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          ) : groups.length === 0 ? (
            <p className={styles.empty} role="status">
              {debounced
                ? `Tidak ada kota atau titik yang cocok dengan "${debounced}".`
                : 'Belum ada tujuan yang bisa dicapai dari asal ini.'}
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.city.id} className={styles.group} aria-label={group.title}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                <ul className={styles.options}>
                  {[group.city, ...group.list].map((option) => {
                    const place = toPlace(option, group);
                    const selected = place.id === value.id && place.type === value.type;
                    return (
                      <li key={`${option.tipe}-${option.id}`}>
                        <button
                          type="button"
                          className={`${styles.option} ${selected ? styles.selected : ''}`}
                          aria-pressed={selected}
                          onClick={() => onSelect(place)}
                        >
                          <span className={styles.optionIcon} aria-hidden="true">
                            {option.tipe === 'city' ? '◎' : '•'}
                          </span>
                          <span className={styles.optionText}>
                            <span className={styles.optionName}>
                              {option.tipe === 'city'
                                ? `${option.nama} (semua titik)`
                                : option.nama}
                            </span>
                            <span className={styles.optionDetail}>{option.detail}</span>
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          )}
        </div>
      </div>
    </>
  );
}
