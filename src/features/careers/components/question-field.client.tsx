'use client';

import type { UseFormRegister } from 'react-hook-form';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/form-parts';
import { MAX_TEXT_ANSWER, optionsOf, type JobQuestion } from '../domain/job';
import type { ApplicationInput } from '../schema';
import styles from './careers.module.css';

type Props = { question: JobQuestion; index: number; idPrefix: string; register: UseFormRegister<ApplicationInput>; error: string | undefined };

/** One of the job's questions: Yes / No and single choice as radio buttons, multiple choice as checkboxes, text as a box. */
export function QuestionField({ question, index, idPrefix, register, error }: Props) {
  const name = `questions.${index}.answer` as const;
  const errorKey = `question-${index}`;
  const id = `${idPrefix}-${errorKey}`;
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
        <textarea id={id} className={styles.input} maxLength={MAX_TEXT_ANSWER} required={question.isMandatory} {...register(name)} {...describedBy(idPrefix, errorKey, error)} />
        <FieldError formId={idPrefix} field={errorKey} error={error} />
      </div>
    );
  }

  const multiple = question.type === 'MULTIPLE_CHOICE';
  return (
    <fieldset className={styles.fieldset} {...describedBy(idPrefix, errorKey, error)}>
      <legend className={styles.legend}>{label}</legend>
      {multiple && <p className={styles.hint}>Choose all that apply.</p>}
      <div className={styles.checks}>
        {optionsOf(question).map((option) => (
          <label key={option} className={styles.check}>
            <input type={multiple ? 'checkbox' : 'radio'} value={option} aria-invalid={error ? true : undefined} {...register(name)} />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError formId={idPrefix} field={errorKey} error={error} />
    </fieldset>
  );
}
