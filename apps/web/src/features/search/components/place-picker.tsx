import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { Place } from '../../../stores/booking-store';
import styles from './place-picker.module.css';

// The dialog (its search, the city list and the calls behind it) comes in its own chunk:
// the home page's search form paints without it. It is asked for when the field takes the
// focus (a tap focuses before it clicks), so it is usually there when the dialog opens.
const loadPanel = () => import('./place-picker-panel');
const PlacePickerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.PlacePickerPanel })),
);

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
  // The search typed in the dialog, kept here: a click outside folds the dialog away and
  // keeps it, a choice or Escape clears it.
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const dialogId = `${id}-dialog`;
  const errorId = `${id}-error`;
  const dismiss = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

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
        onFocus={() => void loadPanel()}
        onKeyDown={onFieldKey}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PlacePickerPanel
            id={id}
            dialogTitle={dialogTitle}
            value={value}
            reachableFrom={reachableFrom}
            variant={variant}
            fieldRef={fieldRef}
            text={text}
            debounced={debounced}
            onText={setText}
            onDismiss={dismiss}
            onSelect={(place) => {
              onSelect(place);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
