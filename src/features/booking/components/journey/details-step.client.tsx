'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type FormEvent, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { carriedFields, stepHref } from '@/features/booking/journey/journey-params';
import { CONFIRM_PATH } from '@/features/booking/journey/journey-paths';
import { ENABLE_SMS_OPT_IN, selectedOccasion, type CustomerDraft, type JourneyState } from '@/features/booking/journey/journey-state';
import { customerSchema } from '@/features/booking/schema';
import { shortDateLabel } from '@/lib/date-labels';
import type { DropIn } from '@/features/booking/payments/braintree-drop-in';
import { CardGuarantee } from './card-guarantee.client';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/form-parts';
import { StepFooter } from './step-footer';
import styles from './journey.module.css';

type CustomerInput = z.input<typeof customerSchema>;
export type Customer = z.output<typeof customerSchema>;

/**
 * The submission's bot-check proofs: the one it was sent with, for the booking, and one for the card guarantee before
 * it (the same ALTCHA proof, or a fresh reCAPTCHA token).
 */
export type SubmissionProofs = { booking: string; card: () => Promise<string | null> };

/** `card` is the ready card form when the booking needs a card guarantee. */
type DetailsHandlers = { submitDetails: (customer: Customer, card: DropIn | null, proofs: SubmissionProofs) => void; goToStep: (step: 1 | 2) => void };

type Props = {
  state: JourneyState;
  prefix: string;
  formAction: string;
  /** Identifies this form's submission, so pressing twice without JavaScript books once. */
  submission: string;
  phone: string | null;
  /** The bot check's browser settings (botCheckClientConfig on the server). */
  botCheck: BotCheckClientConfig;
  headingRef: Ref<HTMLHeadingElement>;
  on: DetailsHandlers;
};

type TextField = {
  name: 'firstName' | 'lastName' | 'email' | 'phoneNumber';
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
  hint?: string;
};
const textFields: TextField[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, hint: 'Your confirmation goes here.' },
  {
    name: 'phoneNumber',
    label: 'Phone number (optional)',
    type: 'tel',
    autoComplete: 'tel',
    required: false,
    hint: 'In case the restaurant needs to reach you on the day.',
  },
];

/** The API and the server form name customer fields `customer.firstName`; the form's own fields are `firstName`. */
const fieldError = (state: JourneyState, clientErrors: Partial<Record<string, { message?: string }>>, name: string) =>
  clientErrors[name]?.message ?? state.errors[`customer.${name}`] ?? state.errors[name];

/**
 * What the diner typed into the server's form before the journey's code arrived (it hydrates on first interaction):
 * the form starts from it rather than writing the draft back over it. On the server, and for a step shown in the
 * browser, there is no such field yet and the draft stands.
 */
function typedBeforeLoad(prefix: string, draft: CustomerDraft): CustomerDraft {
  if (typeof document === 'undefined') return draft;
  const field = (name: keyof CustomerDraft) => document.getElementById(`${prefix}-${name}`) as HTMLInputElement | null;
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest') => field(name)?.value ?? draft[name];
  const form = field('firstName')?.form;
  const checked = (name: 'shouldReceivePromotions' | 'shouldReceiveSms') =>
    form ? Boolean(form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)?.checked) : draft[name];
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    specialRequest: text('specialRequest'),
    shouldReceivePromotions: checked('shouldReceivePromotions'),
    shouldReceiveSms: checked('shouldReceiveSms'),
  };
}

/**
 * Step three (spec sections 4 and 5): the diner's details, checked in the browser with the booking API's own schema
 * (react-hook-form's zod resolver) and again by the server; separate, unticked email and SMS opt-ins. With JavaScript
 * a bot-check proof is made in the background while the diner types, and goes with the booking. Without, it is a form
 * posted to /book-now/confirm, with a honeypot field instead.
 */
export function DetailsStep({ state, prefix, formAction, submission, phone, botCheck, headingRef, on }: Props) {
  const draft: CustomerDraft = state.customer;
  const [typed] = useState(() => typedBeforeLoad(prefix, draft));
  const { register, handleSubmit, formState } = useForm<CustomerInput, unknown, Customer>({
    resolver: zodResolver(customerSchema),
    defaultValues: typed,
    shouldFocusError: true,
  });
  const occasion = selectedOccasion(state);
  const cardNeeded = Boolean(state.requirements?.isCardGuaranteeRequired);
  const [cardForm, setCardForm] = useState<DropIn | null>(null);
  const enquiry = occasion?.bookingType === 'enquiry' || state.slots.find((slot) => slot.time === state.time)?.canEnquire;
  const errorOf = (name: string) => fieldError(state, formState.errors, name);
  // The proof as the submission finds it: read as the form is sent, before the check starts afresh for the next one.
  const proof = useRef('');
  const onProof = useCallback((value: string) => {
    proof.current = value;
  }, []);
  const anotherProof = useRef<((sent: string) => Promise<string | null>) | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const sent = proof.current;
    const proofs: SubmissionProofs = { booking: sent, card: () => anotherProof.current?.(sent) ?? Promise.resolve(sent) };
    return handleSubmit((customer) => on.submitDetails(customer, cardForm, proofs))(event);
  };
  return (
    <form method="post" action={CONFIRM_PATH} onSubmit={onSubmit} noValidate aria-labelledby={`${prefix}-step-heading`}>
      {carriedFields(state, 3).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="submission" value={submission} />
      <HoneypotField idPrefix={prefix} />
      <h3 id={`${prefix}-step-heading`} className={styles.stepHeading} tabIndex={-1} ref={headingRef}>
        Your details
      </h3>
      <div className={styles.summary}>
        <p>
          {occasion?.name} for {state.adults + state.children} on {shortDateLabel(state.date)} at {state.time}.{' '}
          <a
            href={stepHref(formAction, state, 2)}
            onClick={(event) => {
              event.preventDefault();
              on.goToStep(2);
            }}
          >
            Change<span className="visually-hidden"> date or time</span>
          </a>
        </p>
      </div>
      {enquiry && (
        <div className={styles.info}>
          <p>This is an enquiry: the restaurant will confirm your table by email, usually within a day.</p>
        </div>
      )}
      {cardNeeded && <CardGuarantee phone={phone} onFormChange={setCardForm} reason={state.requirements?.cardReason ?? null} />}
      <div className={`${styles.fields} ${styles.twoColumns}`}>
        {textFields.map((field) => {
          const hintId = field.hint ? `${prefix}-${field.name}-hint` : undefined;
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={`${prefix}-${field.name}`}>
                {field.label}
                {field.required && <RequiredMark />}
              </label>
              <input
                id={`${prefix}-${field.name}`}
                className={styles.input}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                defaultValue={draft[field.name]}
                {...register(field.name)}
                {...describedBy(prefix, field.name, errorOf(field.name), hintId)}
              />
              {field.hint && (
                <p id={hintId} className={styles.hint}>
                  {field.hint}
                </p>
              )}
              <FieldError formId={prefix} field={field.name} error={errorOf(field.name)} />
            </div>
          );
        })}
      </div>
      <div className={`${styles.fields}`} style={{ marginTop: '1.25rem' }}>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-specialRequest`}>Special requests (optional)</label>
          <textarea
            id={`${prefix}-specialRequest`}
            className={styles.input}
            maxLength={500}
            defaultValue={draft.specialRequest}
            {...register('specialRequest')}
            {...describedBy(prefix, 'specialRequest', errorOf('specialRequest'), `${prefix}-specialRequest-hint`)}
          />
          <p id={`${prefix}-specialRequest-hint`} className={styles.hint}>
            Allergies, a high chair, a birthday: up to 500 characters.
          </p>
          <FieldError formId={prefix} field="specialRequest" error={errorOf('specialRequest')} />
        </div>
        <fieldset className={`${styles.fieldset} ${styles.checks}`}>
          <legend className={styles.legend}>Keep in touch (optional)</legend>
          <label className={styles.check}>
            <input type="checkbox" defaultChecked={draft.shouldReceivePromotions} {...register('shouldReceivePromotions')} />
            <span>Email me news and offers from Marigold Grill.</span>
          </label>
          {ENABLE_SMS_OPT_IN && (
            <label className={styles.check}>
              <input type="checkbox" defaultChecked={draft.shouldReceiveSms} {...register('shouldReceiveSms')} />
              <span>Text me news and offers.</span>
            </label>
          )}
        </fieldset>
      </div>
      <BotCheckField config={botCheck} onChange={onProof} needsScripts={false} anotherProofRef={anotherProof} />
      <StepFooter
        busy={state.busy}
        busyText="Booking your table…"
        disabled={cardNeeded && !cardForm}
        back={
          <a
            href={stepHref(formAction, state, 2)}
            onClick={(event) => {
              event.preventDefault();
              on.goToStep(2);
            }}
          >
            Back
          </a>
        }
      >
        {enquiry ? 'Send enquiry' : 'Book now'}
      </StepFooter>
    </form>
  );
}
