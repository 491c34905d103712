import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useEditorOverview, useEditorWrite, type EditorArea } from '../api/editor-api';
import { formProblem, type FormProblem } from '../lib/form-errors';
import type { Notice } from './editor-parts';

/** The row being edited: a kind of the area (`faq`, `card`, `produk`) and its id (none: new). */
interface Editing {
  kind: string;
  id?: number;
  /** A new row's parent, chosen where it was asked for (a card's session). */
  parentId?: number;
}

/**
 * One editor screen's state: which form is open, what the server said about it, and the
 * notice of the last save or delete. One form at a time: opening another drops the first.
 */
function useEditor(area: EditorArea) {
  const write = useEditorWrite(area);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);

  const open = (next: Editing) => {
    setEditing(next);
    setProblem(null);
    setNotice(null);
  };
  const close = () => {
    setEditing(null);
    setProblem(null);
  };

  const save = (body: unknown, done: (result: unknown) => Notice) => {
    if (!editing) return;
    setProblem(null);
    write.mutate(
      { kind: editing.kind, id: editing.id, body },
      {
        onSuccess: (result) => {
          setNotice(done(result));
          close();
        },
        onError: (error) => setProblem(formProblem(error)),
      },
    );
  };

  const remove = (kind: string, id: number, doneText: string) => {
    setNotice(null);
    setDeletingKey(`${kind}:${id}`);
    write.mutate(
      { kind, id, remove: true },
      {
        onSuccess: () => setNotice({ kind: 'done', text: doneText }),
        onError: (error) => setNotice({ kind: 'error', text: errorMessage(error) }),
        onSettled: () => setDeletingKey(null),
      },
    );
  };

  const isEditing = (kind: string, id?: number) =>
    editing !== null && editing.kind === kind && editing.id === id;

  return {
    editing,
    problem,
    notice,
    saving: write.isPending && deletingKey === null,
    isDeleting: (kind: string, id: number) => deletingKey === `${kind}:${id}`,
    isEditing,
    open,
    close,
    save,
    remove,
  };
}

export type Editor = ReturnType<typeof useEditor>;

/**
 * An editor screen's list and its editor. The list is asked for only by an admin: a
 * petugas would be answered 403 (EditorPage tells them so instead).
 */
export function useEditorScreen<A extends EditorArea>(area: A) {
  const session = useStaffSession();
  const overview = useEditorOverview(area, session?.staf.peran === 'admin');
  const editor = useEditor(area);
  return { overview, editor };
}
