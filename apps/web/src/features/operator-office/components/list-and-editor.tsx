import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { revealEditor } from '../lib/timetable-form';
import styles from './office.module.css';
import { OperatorSelect, type OperatorScope } from './operator-scope';
import own from './timetable.module.css';

/**
 * Which item of a list is open in the editor beside it (routes, layouts): null the list
 * only, '' a new item, a code that item. The last save's note survives the editor's
 * remount under the saved item's code; opening another item drops it.
 */
export function useOpenEditor() {
  const [open, setOpen] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const openItem = (code: string | null) => {
    setSavedNote(null);
    setOpen(code);
  };
  const saved = (code: string, note: string) => {
    setOpen(code);
    setSavedNote(note);
  };
  return { open, openItem, savedNote, saved };
}

type OpenEditor = ReturnType<typeof useOpenEditor>;

/** The admin's operator choice (closing the editor) and the button that opens a new item. */
export function OperatorToolbar({
  scope,
  editor,
  newLabel,
}: {
  scope: OperatorScope;
  editor: OpenEditor;
  newLabel: string;
}) {
  return (
    <section className={styles.toolbar} aria-label="Pilih operator">
      <OperatorSelect scope={scope} onChosen={() => editor.openItem(null)} />
      <div className={styles.actions}>
        <Button type="button" onClick={() => editor.openItem('')} disabled={scope.operator === ''}>
          {newLabel}
        </Button>
      </div>
    </section>
  );
}

/**
 * The list, and beside it (below it on a phone) the open item's editor. An item just
 * created waits for its row, which arrives with the list's refetch. On a phone, opening
 * an item brings its editor into view.
 */
export function ListAndEditor({
  editor,
  found,
  listLabel,
  loadingLabel,
  list,
  children,
}: {
  editor: OpenEditor;
  /** Whether the open code is in the list. */
  found: boolean;
  listLabel: string;
  loadingLabel: string;
  list: ReactNode;
  children: ReactNode;
}) {
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => revealEditor(editorRef.current), [editor.open]);
  return (
    <div className={own.split}>
      <section aria-label={listLabel} className={own.list}>
        {list}
      </section>
      {editor.open === null ? null : editor.open !== '' && !found ? (
        <SkeletonCard lines={4} label={loadingLabel} />
      ) : (
        <div className={own.editor} ref={editorRef}>
          {children}
        </div>
      )}
    </div>
  );
}
