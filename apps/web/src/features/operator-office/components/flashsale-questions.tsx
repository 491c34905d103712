import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import { paths } from '../../../config/paths';
import office from './office.module.css';
import { CheckInput, SelectInput, TextInput, useEditorFields } from './editor-fields';
import { activeBadge, Badges, EditableItem, EditorForm, RowActions } from './editor-parts';
import styles from './editor.module.css';
import type { Editor } from './use-editor';

type Card = StaffFlashSaleOverview['card'][number];
type Question = StaffFlashSaleOverview['soal'][number];

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One quiz question of a card: the question, its lettered choices and the right one. */
export function QuestionItem({
  question,
  card,
  editor,
}: {
  question: Question;
  card: Card;
  editor: Editor;
}) {
  return (
    <EditableItem
      editor={editor}
      kind="soal"
      id={question.id}
      nested
      form={<QuestionForm editor={editor} cardId={card.id} row={question} />}
    >
      <div className={styles.head}>
        <p className={styles.text}>{question.pertanyaan}</p>
        <Badges items={[activeBadge(question.aktif)]} />
      </div>
      <p className={styles.muted}>
        {question.pilihan.map((choice, index) => `${LETTERS[index]}. ${choice}`).join(' · ')} —
        jawaban {question.jawaban}
      </p>
      <RowActions
        editor={editor}
        kind="soal"
        id={question.id}
        name={question.pertanyaan}
        what="pertanyaan"
        removed="Pertanyaan kuis dihapus."
      />
    </EditableItem>
  );
}

export function QuestionForm({
  editor,
  cardId,
  row,
}: {
  editor: Editor;
  cardId: number;
  row?: Question;
}) {
  const { form, setForm, errors, field, check } = useEditorFields(editor, {
    pertanyaan: row?.pertanyaan ?? '',
    pilihan: LETTERS.map((_, index) => row?.pilihan[index] ?? ''),
    jawaban: row?.jawaban ?? 'A',
    aktif: row?.aktif ?? true,
  });
  const setChoice = (index: number) => (value: string) =>
    setForm((current) => ({
      ...current,
      pilihan: current.pilihan.map((item, at) => (at === index ? value : item)),
    }));
  // Choices are letters in order: the filled ones up to the last filled (a gap is sent
  // as it is, for the server to name).
  const lastFilled = form.pilihan.reduce((last, item, index) => (item.trim() ? index : last), -1);
  const submit = () =>
    editor.save(
      {
        card_id: cardId,
        pertanyaan: form.pertanyaan,
        pilihan: form.pilihan.slice(0, lastFilled + 1),
        jawaban: form.jawaban,
        aktif: form.aktif,
      },
      () => ({
        kind: 'done',
        text: 'Pertanyaan kuis disimpan.',
        href: paths.flashSaleCard.getHref(cardId),
      }),
    );
  return (
    <EditorForm
      title={row ? 'Ubah pertanyaan kuis' : 'Pertanyaan kuis baru'}
      editor={editor}
      onSubmit={submit}
    >
      <TextInput label="Pertanyaan" wide {...field('pertanyaan')} />
      {LETTERS.map((letter, index) => (
        <TextInput
          key={letter}
          label={`Pilihan ${letter}${index >= 2 ? ' (opsional)' : ''}`}
          name={`pilihan.${index}`}
          errors={errors}
          value={form.pilihan[index] ?? ''}
          onChange={setChoice(index)}
        />
      ))}
      <SelectInput
        label="Jawaban benar"
        options={LETTERS.map((letter) => [letter, `Pilihan ${letter}`])}
        {...field('jawaban')}
      />
      <CheckInput label="Aktif" {...check('aktif')} />
      {errors.pilihan ? (
        // "Minimal 2 pilihan" belongs to the list, not to one choice.
        <p className={`${office.fieldError} ${styles.wide}`}>{errors.pilihan}</p>
      ) : null}
    </EditorForm>
  );
}
