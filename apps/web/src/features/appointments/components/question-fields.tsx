/**
 * The type's questions on the confirm step (CONTRACT §12 `questions`): one text area each, required
 * ones marked and, once Book or Pay was pressed, an error while unanswered. Answers are kept by
 * question id, untrimmed while typing.
 */
import { useTranslation } from 'react-i18next';
import type { AppointmentType } from '@studio/contract/appointments';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import type { AppointmentAnswer } from '../api/book.ts';

type Question = NonNullable<AppointmentType['questions']>[number];

/** Required questions with no answer yet (ids). */
export const unanswered = (questions: Question[], answers: Record<number, string>) =>
  questions.filter((q) => q.required && !answers[q.id]?.trim()).map((q) => q.id);

/** The answers to send: trimmed, empty ones left out. */
export const answersToSend = (answers: Record<number, string>): AppointmentAnswer[] =>
  Object.entries(answers)
    .map(([id, answer]) => ({ question_id: Number(id), answer: answer.trim() }))
    .filter((entry) => entry.answer !== '');

interface Props {
  questions: Question[];
  answers: Record<number, string>;
  onChange: (answers: Record<number, string>) => void;
  /** Show the "please answer" errors (after a press of Book or Pay). */
  showErrors: boolean;
}

export function QuestionFields({ questions, answers, onChange, showErrors }: Props) {
  const { t } = useTranslation('appointments');
  if (!questions.length) return null;
  const missing = showErrors ? unanswered(questions, answers) : [];
  return (
    <fieldset className="field-group appointment-questions">
      <legend>{t('questions')}</legend>
      {questions.map((question) => (
        <TextAreaField
          key={question.id}
          label={question.text}
          isRequired={question.required}
          maxLength={2000}
          value={answers[question.id] ?? ''}
          onChange={(answer) => onChange({ ...answers, [question.id]: answer })}
          errorMessage={missing.includes(question.id) ? t('answer_required') : undefined}
        />
      ))}
    </fieldset>
  );
}
