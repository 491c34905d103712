import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './alert-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}

/**
 * A modal question with two answers (the alert dialog has one). Focus moves to the
 * safe answer (cancel) and returns on close; Escape cancels; Tab stays inside.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText = 'Batal',
  onConfirm,
  onCancel,
  busy,
  danger,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Tab') {
            const focusable = Array.from(
              dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]') ??
                [],
            );
            const first = focusable[0];
            const last = focusable[focusable.length - 1];
            if (event.shiftKey && document.activeElement === first) {
              event.preventDefault();
              last?.focus();
            } else if (!event.shiftKey && document.activeElement === last) {
              event.preventDefault();
              first?.focus();
            }
          }
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.message} style={{ textAlign: 'left', width: '100%' }}>
          {children}
        </div>
        <div style={{ display: 'flex', gap: 'var(--space-2)', width: '100%', flexWrap: 'wrap' }}>
          <Button variant="secondary" onClick={onCancel} style={{ flex: 1 }} disabled={busy}>
            {cancelText}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            style={{ flex: 1 }}
            loading={busy}
          >
            {confirmText}
          </Button>
        </div>
      </div>
    </div>
  );
}
