'use client';

import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useNoScriptOutcome, type SentValues } from '@/components/forms/use-no-script-outcome.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { describedBy, ErrorSummary, FieldError, RequiredMark } from '@/components/forms/form-parts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { MessageDialog } from '@/components/ui/message-dialog.client';
import { acceptAttribute, cvUpload, sizeText } from '@/server/uploads/upload-policies';
import { sendApplicationAction } from '../actions';
import { optionsOf, type JobForApplication } from '../domain/job';
import type { Application, ApplicationInput } from '../schema';
import { ExperienceEntry, emptyExperience } from './experience-entry.client';
import { QuestionField } from './question-field.client';
import { sendApplication } from './send-application';
import styles from './careers.module.css';

type Props = {
  job: JobForApplication;
  botCheck: BotCheckClientConfig;
  /** From the server, so the year choices match what it accepts. */
  currentYear: number;
  /** Makes ids unique where several forms share a page (the job page's panel, each card's modal). */
  idPrefix: string;
};

type TextFieldName = 'firstName' | 'secondName' | 'email' | 'telephone';
const textFields: { name: TextFieldName; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'secondName', label: 'Second name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', hint: 'We send a copy of your application here.' },
  { name: 'telephone', label: 'Telephone', type: 'tel', autoComplete: 'tel', hint: 'For example 07700 900123 or +44 7700 900123.' },
];

/** The work history a refused post without JavaScript sent, as the form holds it (a ticked box posts "on"). */
function sentExperience(shown: SentValues, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const entry = (key: string) => shown.sent(`experience.${index}.${key}`);
    return {
      employer: entry('employer'),
      jobTitle: entry('jobTitle'),
      fromMonth: entry('fromMonth'),
      fromYear: entry('fromYear'),
      isCurrentRole: shown.ticked(`experience.${index}.isCurrentRole`),
      toMonth: entry('toMonth'),
      toYear: entry('toYear'),
    };
  });
}

/** The error summary's name for each field a refused post without JavaScript may name. */
function fieldLabels(job: JobForApplication, experienceCount: number): Record<string, string> {
  const labels: Record<string, string> = Object.fromEntries(textFields.map(({ name, label }) => [name, label]));
  labels.resume = 'Your CV';
  labels.experience = 'Work history';
  const parts = { employer: 'employer', jobTitle: 'job title', fromMonth: 'from month', fromYear: 'from year', toMonth: 'to month', toYear: 'to year' };
  for (let index = 0; index < experienceCount; index++) {
    for (const [key, part] of Object.entries(parts)) labels[`experience.${index}.${key}`] = `Role ${index + 1}, ${part}`;
  }
  job.questions.forEach((question, index) => (labels[`questions.${index}.answer`] = question.question));
  labels.botCheck = 'Spam check';
  return labels;
}

const messageOf = (error: unknown): string | undefined => (error && typeof error === 'object' && 'message' in error ? String(error.message) : undefined);

/**
 * The job application (spec sections 3 to 5): checked as the applicant goes with the endpoint's own schema, sent as
 * JSON with the CV to /api/jobs/application, then thanks; a refusal shows in an error dialog, and what the server
 * said about each field goes back onto the field. Keyboard only: every control is native, errors are tied to their
 * fields and the first one takes focus. Without JavaScript it posts to its server action (sendApplicationAction), and
 * a refusal comes back as the page with an error summary and what was typed.
 */
export function ApplicationForm({ job, botCheck, currentYear, idPrefix }: Props) {
  const resolver = useLazyZodResolver<ApplicationInput, Application>(() =>
    import('../schema').then(({ applicationSchema }) => applicationSchema(job, currentYear)),
  );
  const noScript = useNoScriptOutcome(sendApplicationAction);
  // Without JavaScript only the roles the page showed can be posted: the one a job asks for at least.
  const experienceShown = job.workExperienceRequired ? 1 : 0;
  const { register, handleSubmit, formState, setValue, setError, control } = useForm<ApplicationInput, unknown, Application>({
    resolver,
    defaultValues: {
      jobId: job.id,
      firstName: noScript.sent('firstName'),
      secondName: noScript.sent('secondName'),
      email: noScript.sent('email'),
      telephone: noScript.sent('telephone'),
      resume: undefined,
      experience: sentExperience(noScript, experienceShown),
      questions: job.questions.map((question, index) => {
        const name = `questions.${index}.answer`;
        const answer = question.type === 'MULTIPLE_CHOICE' ? optionsOf(question).filter((option) => noScript.ticked(name, option)) : noScript.sent(name);
        return { id: question.id, answer };
      }),
      botCheck: '',
    },
    errors: noScript.errors,
    shouldFocusError: true,
  });
  const experience = useFieldArray({ control, name: 'experience' });
  const [resume, setResume] = useState<File>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [invalidCount, setInvalidCount] = useState(0);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const errors = formState.errors;

  useEffect(() => {
    if (sentTo) thanksHeading.current?.focus();
  }, [sentTo]);

  const onValid = async (application: Application) => {
    setInvalidCount(0);
    setProblem(null);
    const outcome = await sendApplication(application, resume);
    if (outcome.ok) {
      setSentTo(application.email);
      return;
    }
    for (const [field, message] of Object.entries(outcome.fieldErrors)) setError(field as FieldPath<ApplicationInput>, { type: 'server', message });
    setProblem(outcome.message);
  };

  if (sentTo) {
    return (
      <div className={styles.thanks} role="status">
        <h2 ref={thanksHeading} tabIndex={-1}>
          Thank you for applying
        </h2>
        <p>
          We have your application to be {job.name} at {job.locationName}, and we have emailed a copy to <strong>{sentTo}</strong>.
        </p>
        <p>Our people team reads every application. If your experience fits, we will be in touch within two weeks.</p>
      </div>
    );
  }

  const field = (name: string) => `${idPrefix}-${name}`;
  const resumeError = messageOf(errors.resume);
  const resumeHint = `${field('resume')}-hint`;

  return (
    <form
      className={styles.form}
      action={noScript.formAction}
      noValidate
      aria-label={`Apply to be ${job.name}`}
      // The applicant is about to fill it in: fetch the checks now rather than at the first one.
      onFocus={resolver.preload}
      onSubmit={(event) => {
        // One submission at a time: a second press while sending would only be refused as a duplicate.
        if (formState.isSubmitting) return event.preventDefault();
        return handleSubmit(onValid, (invalid) => setInvalidCount(Object.keys(invalid).length))(event);
      }}
    >
      {noScript.summary && formState.submitCount === 0 && (
        <ErrorSummary formId={idPrefix} labels={fieldLabels(job, experienceShown)} {...noScript.summary} autoFocus />
      )}
      <input type="hidden" {...register('jobId')} defaultValue={job.id} />
      <p className={styles.hint}>
        Fields marked <span className={styles.required}>*</span> are required.
      </p>
      <div className={styles.twoColumns}>
        {textFields.map(({ name, label, type, autoComplete, hint }) => {
          const hintId = hint ? `${field(name)}-hint` : undefined;
          const error = errors[name]?.message;
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={field(name)}>
                {label}
                <RequiredMark />
              </label>
              <input
                id={field(name)}
                className={styles.input}
                type={type}
                autoComplete={autoComplete}
                required
                {...register(name)}
                defaultValue={noScript.sent(name)}
                {...describedBy(idPrefix, name, error, hintId)}
              />
              {hint && (
                <p id={hintId} className={styles.hint}>
                  {hint}
                </p>
              )}
              <FieldError formId={idPrefix} field={name} error={error} />
            </div>
          );
        })}
      </div>

      <div className={styles.field}>
        <label htmlFor={field('resume')}>
          {job.cvRequired ? 'Your CV' : 'Your CV (optional)'}
          {job.cvRequired && <RequiredMark />}
        </label>
        <input
          id={field('resume')}
          name="resume"
          type="file"
          className={styles.input}
          accept={acceptAttribute(cvUpload)}
          required={job.cvRequired}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setResume(file);
            setValue('resume', file ? { name: file.name, size: file.size } : undefined, { shouldValidate: true });
          }}
          {...describedBy(idPrefix, 'resume', resumeError, resumeHint)}
        />
        <p id={resumeHint} className={styles.hint}>
          A .pdf or .docx file of up to {sizeText(cvUpload.maxFileBytes)}.
        </p>
        <FieldError formId={idPrefix} field="resume" error={resumeError} />
      </div>

      {(job.workExperienceRequired || experience.fields.length > 0) && (
        <section aria-labelledby={field('experience-heading')} className={styles.form}>
          <h3 id={field('experience-heading')}>Work history{job.workExperienceRequired ? '' : ' (optional)'}</h3>
          <p className={styles.hint}>Your most recent roles, newest first.</p>
          {experience.fields.map((entry, index) => (
            <ExperienceEntry
              key={entry.id}
              index={index}
              idPrefix={idPrefix}
              currentYear={currentYear}
              register={register}
              setValue={setValue}
              control={control}
              errors={errors.experience?.[index]}
              shown={noScript}
              onRemove={experience.fields.length > (job.workExperienceRequired ? 1 : 0) ? () => experience.remove(index) : undefined}
            />
          ))}
          <FieldError formId={idPrefix} field="experience" error={errors.experience?.root?.message ?? errors.experience?.message} />
        </section>
      )}
      {experience.fields.length < 20 && (
        <button type="button" className="button button--outline" onClick={() => experience.append(emptyExperience)} data-needs-scripts>
          {experience.fields.length ? 'Add another role' : 'Add your work history'}
        </button>
      )}

      {job.questions.length > 0 && (
        <section aria-labelledby={field('questions-heading')} className={styles.form}>
          <h3 id={field('questions-heading')}>A few questions</h3>
          {job.questions.map((question, index) => (
            <QuestionField
              key={question.id}
              question={question}
              index={index}
              idPrefix={idPrefix}
              register={register}
              error={errors.questions?.[index]?.answer?.message}
              shown={noScript}
            />
          ))}
        </section>
      )}

      <HoneypotField idPrefix={idPrefix} />
      <BotCheckField config={botCheck} onChange={(proof) => setValue('botCheck', proof)} error={errors.botCheck?.message} needsScripts={false} />

      <div role="alert" className={invalidCount ? styles.problems : undefined}>
        {invalidCount > 0 && <p>Please correct the {invalidCount === 1 ? 'field' : 'fields'} marked in red, then send your application again.</p>}
      </div>
      <button type="submit" className="button button--primary" aria-disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending your application…' : 'Send application'}
      </button>

      <MessageDialog open={problem !== null} heading="We couldn't send your application" onClose={() => setProblem(null)}>
        <p>{problem}</p>
      </MessageDialog>
    </form>
  );
}
