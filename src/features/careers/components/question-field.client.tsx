'use client';

import type { UseFormRegister } from 'react-hook-form';
import { describedBy, fieldId, FieldError, RequiredMark } from '@/components/forms/form-parts';
import type { SentValues } from '@/components/forms/use-no-script-outcome.client';
import { MAX_TEXT_ANSWER, optionsOf, type JobQuestion } from '../domain/job';
import type { ApplicationInput } from '../schema';
import styles from './careers.module.css';

type Props = {
  question: JobQuestion;
  index: number;
  idPrefix: string;
  register: UseFormRegister<ApplicationInput>;
  error: string | undefined;
  /** What a refused post without JavaScript sent, shown again. */
  shown: SentValues;
};

/** One of the job's questions: Yes / No and single choice as radio buttons, multiple choice as checkboxes, text as a box. */
export function QuestionField({ question, index, idPrefix, register, error, shown }: Props) {
  const name = `questions.${index}.answer` as const;
  const errorKey = `question-${index}`;
  // The id the form's error summary links to for this answer.
  const id = fieldId(idPrefix, name);
  // Without JavaScript the post names the question it answers (with it, react-hook-form keeps the id in its values).
  const questionId = <input type="hidden" name={`questions.${index}.id`} value={question.id} />;
  const label = (
    <>
      {question.question}
      {question.isMandatory ? <RequiredMark /> : <span className={styles.hint}> (optional)</span>}
    </>
  );

  if (question.type === 'TEXT') {
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          className={styles.input}
          maxLength={MAX_TEXT_ANSWER}
          required={question.isMandatory}
          {...register(name)}
          defaultValue={shown.sent(name)}
          {...describedBy(idPrefix, errorKey, error)}
        />
        <FieldError formId={idPrefix} field={errorKey} error={error} />
        {questionId}
      </div>
    );
  }

  const multiple = question.type === 'MULTIPLE_CHOICE';
  return (
    <fieldset id={id} className={styles.fieldset} {...describedBy(idPrefix, errorKey, error)}>
      <legend className={styles.legend}>{label}</legend>
      {multiple && <p className={styles.hint}>Choose all that apply.</p>}
      <div className={styles.checks}>
        {optionsOf(question).map((option) => (
          <label key={option} className={styles.check}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={option}
              aria-invalid={error ? true : undefined}
              {...register(name)}
              defaultChecked={shown.ticked(name, option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError formId={idPrefix} field={errorKey} error={error} />
      {/* Last, so that a group's first input is its first answer. */}
      {questionId}
    </fieldset>
  );
}
