import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Place } from '../../../stores/booking-store';
import { useDestinations } from '../api/get-destinations';
import { useOrigins } from '../api/get-origins';
import { toPlace, toPlaceGroups } from '../lib/place-groups';
import styles from './place-picker.module.css';

export interface PlacePickerProps {
  /** Visible label of the field and the dialog's title, e.g. 'Dari'. */
  label: string;
  dialogTitle: string;
  value: Place;
  onSelect: (place: Place) => void;
  /** A destination picker lists what this origin reaches; without it, the origins. */
  reachableFrom?: Place;
  /** Sheet on mobile, a popover under the field on desktop. */
  variant: 'sheet' | 'popover';
  placeholder?: string;
  error?: string;
}

/**
 * An origin or destination picker (spec §3 "Search form", "City/branch list"): the field
 * opens a dialog with a text search and the city groups with their points; a whole city
 * or one point can be chosen. The field is a read-only combobox so it keeps its visible
 * label; Enter, Space or ArrowDown open it, Escape closes it and focus returns.
 */
export function PlacePicker({
  label,
  dialogTitle,
  value,
  onSelect,
  reachableFrom,
  variant,
  placeholder,
  error,
}: PlacePickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const dialogId = `${id}-dialog`;
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const origins = useOrigins(debounced, open && !reachableFrom);
  const destinations = useDestinations(
    reachableFrom ?? value,
    debounced,
    open && Boolean(reachableFrom),
  );
  const query = reachableFrom ? destinations : origins;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    if (variant !== 'popover') return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !fieldRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, variant]);

  function close(returnFocus = true) {
    setOpen(false);
    setText('');
    setDebounced('');
    if (returnFocus) fieldRef.current?.focus();
  }

  function onFieldKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
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
    <div className={styles.wrap}>
      <label className={styles.label} htmlFor={`${id}-field`}>
        {label}
      </label>
      <input
        ref={fieldRef}
        id={`${id}-field`}
        className={styles.field}
        readOnly
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value.text}
        placeholder={placeholder}
        onClick={() => setOpen(true)}
        onKeyDown={onFieldKey}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {open ? (
        <>
          {variant === 'sheet' ? (
            <div className={styles.backdrop} aria-hidden="true" onClick={() => close()} />
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
                close(false);
            }}
          >
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {dialogTitle}
              </h2>
              <Button variant="ghost" size="small" onClick={() => close()}>
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
                onChange={(event) => setText(event.target.value)}
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
                              onClick={() => {
                                onSelect(place);
                                close();
                              }}
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
      ) : null}
    </div>
  );
}
