'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { carriedFields, stepHref } from '@/features/booking/journey/journey-params';
import { CONFIRM_PATH } from '@/features/booking/journey/journey-paths';
import { ENABLE_SMS_OPT_IN, selectedOccasion, type CustomerDraft, type JourneyState } from '@/features/booking/journey/journey-state';
import { serviceResults } from '@/features/api/service-results';
import { customerSchema } from '@/features/booking/schema';
import { shortDateLabel } from '@/lib/date-labels';
import { telHref } from '@/lib/links';
import { describedBy, FieldError, RequiredMark } from './field-error';
import { StepFooter } from './step-footer';
import styles from './journey.module.css';

export type CustomerInput = z.input<typeof customerSchema>;
export type Customer = z.output<typeof customerSchema>;

export type DetailsHandlers = { submitDetails: (customer: Customer) => void; goToStep: (step: 1 | 2) => void };

type Props = {
  state: JourneyState;
  prefix: string;
  formAction: string;
  /** Identifies this form's submission, so pressing twice without JavaScript books once. */
  submission: string;
  phone: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  on: DetailsHandlers;
};

type TextField = { name: 'firstName' | 'lastName' | 'email' | 'phoneNumber'; label: string; type: string; autoComplete: string; required: boolean; hint?: string };
const textFields: TextField[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, hint: 'Your confirmation goes here.' },
  { name: 'phoneNumber', label: 'Phone number (optional)', type: 'tel', autoComplete: 'tel', required: false, hint: 'In case the restaurant needs to reach you on the day.' },
];

/** The API and the server form name customer fields `customer.firstName`; the form's own fields are `firstName`. */
const fieldError = (state: JourneyState, clientErrors: Partial<Record<string, { message?: string }>>, name: string) =>
  clientErrors[name]?.message ?? state.errors[`customer.${name}`] ?? state.errors[name];

/**
 * Step three (spec sections 4 and 5): the diner's details, checked in the browser with the booking API's own schema
 * (react-hook-form's zod resolver) and again by the server; separate, unticked email and SMS opt-ins. Without
 * JavaScript it is a form posted to /book-now/confirm.
 */
export function DetailsStep({ state, prefix, formAction, submission, phone, headingRef, on }: Props) {
  const draft: CustomerDraft = state.customer;
  const { register, handleSubmit, formState } = useForm<CustomerInput, unknown, Customer>({ resolver: zodResolver(customerSchema), defaultValues: draft, shouldFocusError: true });
  const occasion = selectedOccasion(state);
  const cardNeeded = Boolean(state.requirements?.isCardGuaranteeRequired);
  const enquiry = occasion?.bookingType === 'enquiry' || state.slots.find((slot) => slot.time === state.time)?.canEnquire;
  const errorOf = (name: string) => fieldError(state, formState.errors, name);
  return (
    <form method="post" action={CONFIRM_PATH} onSubmit={handleSubmit(on.submitDetails)} noValidate aria-labelledby={`${prefix}-step-heading`}>
      {carriedFields(state, 3).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="submission" value={submission} />
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
      {cardNeeded && (
        <div className={styles.notice} role="alert" data-testid="card-guarantee">
          <p>{serviceResults.needCreditCard.message}</p>
          {phone && (
            <p>
              Call <a href={telHref(phone)}>{phone}</a>.
            </p>
          )}
        </div>
      )}
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
              <FieldError prefix={prefix} field={field.name} error={errorOf(field.name)} />
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
          <FieldError prefix={prefix} field="specialRequest" error={errorOf('specialRequest')} />
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
      <StepFooter
        busy={state.busy}
        busyText="Booking your table…"
        disabled={cardNeeded}
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
