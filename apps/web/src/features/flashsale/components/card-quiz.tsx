import type { FlashSaleCardDetail } from '@lintas/domain/flashsale-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useQuizAnswer, useQuizQuestion } from '../api/flashsale-api';
import styles from './flashsale.module.css';

import { cardTexts, type CardStep } from './card-texts';

/** The card's quiz: one question at a time; a right answer moves on to the checkout. */
export function CardQuiz({
  card,
  step,
  onStep,
}: {
  card: FlashSaleCardDetail;
  step: Extract<CardStep, { name: 'quiz' }>;
  onStep: (step: CardStep) => void;
}) {
  const ask = useQuizQuestion();
  const answer = useQuizAnswer();
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const loadQuestion = () => {
    setChoice(null);
    ask.mutate(card.card_id, {
      onSuccess: (question) => onStep({ ...step, question, message: null }),
      onError: (error) =>
        onStep({ ...step, question: null, message: errorMessage(error), tone: 'error' }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      return;
    }
    answer.mutate(
      { cardId: card.card_id, jawaban: choice },
      {
        onSuccess: (result) => {
          if (result.benar && result.key_auth && result.key_kedaluwarsa) {
            onStep({
              name: 'checkout',
              keyAuth: result.key_auth,
              expiresAt: result.key_kedaluwarsa,
            });
          } else {
            // The next try is a new question, drawn when the person asks for it.
            onStep({ name: 'quiz', question: null, message: result.pesan, tone: 'error' });
          }
        },
        onError: (error) =>
          onStep({ ...step, question: null, message: errorMessage(error), tone: 'error' }),
      },
    );
  };

  const question = step.question;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new question or verdict appears below the card's details: bring it into view
    // and to a screen reader's attention.
    if (question || step.message) heading.current?.focus();
  }, [question, step.message]);
  return (
    <section className={styles.panel} aria-labelledby="quiz-title">
      <h2 id="quiz-title" className={styles.panelTitle} ref={heading} tabIndex={-1}>
        {cardTexts.quizTitle}
      </h2>
      {step.message ? (
        <p className={step.tone === 'error' ? styles.error : styles.notice} role="alert">
          {step.message}
        </p>
      ) : null}
      {question ? (
        <form onSubmit={submit} noValidate>
          <fieldset className={styles.choices} aria-describedby="quiz-hint">
            <legend>
              <strong>{question.pertanyaan}</strong>
            </legend>
            <p id="quiz-hint" className={styles.lead}>
              {cardTexts.quizHint} Sisa kesempatan {question.sisa_percobaan} dari{' '}
              {question.batas_percobaan}.
            </p>
            {question.pilihan.map((option) => (
              <label key={option.kode} className={styles.choice}>
                <input
                  type="radio"
                  name="jawaban"
                  value={option.kode}
                  checked={choice === option.kode}
                  onChange={() => {
                    setChoice(option.kode);
                    setMissing(false);
                  }}
                />
                <span className={styles.choiceLetter} aria-hidden="true">
                  {option.kode}
                </span>
                <span>{option.teks}</span>
              </label>
            ))}
          </fieldset>
          {missing ? (
            <p className={styles.error} role="alert">
              {cardTexts.pickAnswer}
            </p>
          ) : null}
          <Button type="submit" block loading={answer.isPending} loadingText={cardTexts.checking}>
            {cardTexts.answer}
          </Button>
        </form>
      ) : (
        <Button
          variant={step.message ? 'secondary' : 'primary'}
          block
          loading={ask.isPending}
          loadingText={cardTexts.loadingQuestion}
          onClick={loadQuestion}
        >
          {step.message ? cardTexts.nextQuestion : cardTexts.start}
        </Button>
      )}
    </section>
  );
}
