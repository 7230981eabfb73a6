'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { ErrorSummary, FieldError } from '@/components/forms/form-parts';
import { useNoScriptOutcome } from '@/components/forms/use-no-script-outcome.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { THANK_YOU_PAGES } from '@/features/thank-you/thank-you-pages';
import { acceptAttribute, enquiryAttachments, kindsText, sizeText } from '@/server/uploads/upload-policies';
import { sendContactAction } from '../actions';
import { chosenFilesProblem } from '../attachment-rules';
import type { Choice, EnquiryRestaurant } from '../enquiry-content';
import { CONTACT_MAX_GUESTS, contactSchema, MESSAGE_MAX, NO_RESTAURANT, type ContactInput, type ContactReason, type ContactRequest } from '../schema';
import { Field, fieldAttributes, FormOutcome, SendButton } from './form-parts';
import { useEnquiryOutcome } from './use-enquiry-outcome';
import styles from './enquiry-form.module.css';

type Props = { restaurants: EnquiryRestaurant[]; contactTypes: Choice[]; contactReasons: ContactReason[]; botCheck: BotCheckClientConfig };

const PREFIX = 'contact';
const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  enquiryType: 'What your enquiry is about',
  enquiryRestaurant: 'Restaurant',
  reason: 'Reason',
  subReason: 'What it is about',
  guests: 'Number of guests',
  message: 'Your message',
  files: 'Files',
  botCheck: 'Spam check',
};

const cleared = (): ContactInput => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  enquiryType: '',
  enquiryRestaurant: '',
  guests: '',
  reason: '',
  subReason: '',
  botCheck: '',
});

/** The form's values as the endpoint takes them: form data, with the chosen files under "files". */
function formDataOf(values: ContactRequest, files: readonly File[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null) data.append(name, String(value));
  for (const file of files) data.append('files', file);
  return data;
}

/**
 * The contact form (spec sections 3 to 5): name, email, phone, message, enquiry type, restaurant, guests, reason and
 * sub-reason (from the back-office), and up to three photos or PDFs, checked by the endpoint's own schema in the
 * browser; the server checks each file by its bytes.
 */
export function ContactForm({ restaurants, contactTypes, contactReasons, botCheck }: Props) {
  const noScript = useNoScriptOutcome(sendContactAction);
  const form = useForm<ContactInput, unknown, ContactRequest>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...cleared(), ...noScript.values },
    errors: noScript.errors,
    shouldFocusError: true,
  });
  const { handleSubmit, setValue, formState, control, clearErrors } = form;
  const register = noScript.showingSent(form.register);
  const { sent, error, sending, send, focusRef } = useEnquiryOutcome(form, { path: '/api/contact/sendemail', cleared });
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const errorOf = (name: keyof ContactInput) => formState.errors[name]?.message;
  const filesError = fileProblem ?? (formState.errors as Record<string, { message?: string } | undefined>).files?.message;

  const reasonValue = useWatch({ control, name: 'reason' });
  const subReasons = contactReasons.find((reason) => reason.value === reasonValue)?.subReasons ?? [];
  const onProof = useCallback((proof: string) => setValue('botCheck', proof, { shouldValidate: formState.isSubmitted }), [formState.isSubmitted, setValue]);

  const chosenFiles = () => Array.from(fileInput.current?.files ?? []);
  const checkFiles = () => {
    // A server's refusal of the earlier files no longer applies to a new choice.
    clearErrors('files' as keyof ContactInput);
    const problem = chosenFilesProblem(chosenFiles(), enquiryAttachments);
    setFileProblem(problem);
    return problem === null;
  };

  const onValid = (values: ContactRequest) => {
    if (!checkFiles()) return fileInput.current?.focus();
    return send(formDataOf(values, chosenFiles()), () => {
      if (fileInput.current) fileInput.current.value = '';
    });
  };

  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      action={noScript.formAction}
      noValidate
      aria-label="Contact us"
      onSubmit={(event) => handleSubmit(onValid, () => checkFiles())(event)}
    >
      {noScript.summary && formState.submitCount === 0 && <ErrorSummary formId={PREFIX} labels={LABELS} {...noScript.summary} autoFocus />}
      <FormOutcome sent={sent} sentText={THANK_YOU_PAGES.contact.text} error={error} focusRef={focusRef} />
      <div className={styles.grid}>
        <Field prefix={PREFIX} name="firstName" label="First name" required error={errorOf('firstName')}>
          <input {...fieldAttributes(PREFIX, 'firstName', errorOf('firstName'))} type="text" autoComplete="given-name" required {...register('firstName')} />
        </Field>
        <Field prefix={PREFIX} name="lastName" label="Last name" required error={errorOf('lastName')}>
          <input {...fieldAttributes(PREFIX, 'lastName', errorOf('lastName'))} type="text" autoComplete="family-name" required {...register('lastName')} />
        </Field>
        <Field prefix={PREFIX} name="email" label="Email address" required error={errorOf('email')}>
          <input {...fieldAttributes(PREFIX, 'email', errorOf('email'))} type="email" autoComplete="email" required {...register('email')} />
        </Field>
        <Field prefix={PREFIX} name="phone" label="Phone number (optional)" error={errorOf('phone')}>
          <input {...fieldAttributes(PREFIX, 'phone', errorOf('phone'))} type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field prefix={PREFIX} name="enquiryType" label="What is your enquiry about?" required error={errorOf('enquiryType')}>
          <select {...fieldAttributes(PREFIX, 'enquiryType', errorOf('enquiryType'))} required {...register('enquiryType')}>
            <option value="">Choose one</option>
            {contactTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </Field>
        <Field prefix={PREFIX} name="enquiryRestaurant" label="Restaurant" required error={errorOf('enquiryRestaurant')}>
          <select {...fieldAttributes(PREFIX, 'enquiryRestaurant', errorOf('enquiryRestaurant'))} required {...register('enquiryRestaurant')}>
            <option value="">Choose a restaurant</option>
            <option value={NO_RESTAURANT}>Not about one restaurant</option>
            {restaurants.map((restaurant) => (
              <option key={restaurant.storeId} value={restaurant.storeId}>
                {restaurant.title}
                {restaurant.title.includes(restaurant.cityName) ? '' : `, ${restaurant.cityName}`}
              </option>
            ))}
          </select>
        </Field>
        <Field prefix={PREFIX} name="reason" label="Reason" required error={errorOf('reason')}>
          <select {...fieldAttributes(PREFIX, 'reason', errorOf('reason'))} required {...register('reason', { onChange: () => setValue('subReason', '') })}>
            <option value="">Choose a reason</option>
            {contactReasons.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
        </Field>
        {subReasons.length > 0 && (
          <Field prefix={PREFIX} name="subReason" label="What is it about?" required error={errorOf('subReason')}>
            <select {...fieldAttributes(PREFIX, 'subReason', errorOf('subReason'))} required {...register('subReason')}>
              <option value="">Choose one</option>
              {subReasons.map((sub) => (
                <option key={sub.value} value={sub.value}>
                  {sub.label}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field prefix={PREFIX} name="guests" label="Number of guests (optional)" hint="If it is about a visit or a booking." error={errorOf('guests')}>
          <input {...fieldAttributes(PREFIX, 'guests', errorOf('guests'), true)} type="number" inputMode="numeric" min={1} max={CONTACT_MAX_GUESTS} step={1} {...register('guests')} />
        </Field>
        <Field prefix={PREFIX} name="message" label="Your message" required hint={`Up to ${MESSAGE_MAX} characters.`} error={errorOf('message')} wide>
          <textarea {...fieldAttributes(PREFIX, 'message', errorOf('message'), true)} maxLength={MESSAGE_MAX} required {...register('message')} />
        </Field>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${PREFIX}-files`}>Attach files (optional)</label>
          <input
            {...fieldAttributes(PREFIX, 'files', filesError, true)}
            ref={fileInput}
            type="file"
            name="files"
            multiple
            accept={acceptAttribute(enquiryAttachments)}
            onChange={() => checkFiles()}
          />
          <p id={`${PREFIX}-files-hint`} className={styles.hint}>
            Up to {enquiryAttachments.maxFiles} photos or documents ({kindsText(enquiryAttachments)}), {sizeText(enquiryAttachments.maxFileBytes)} each.
          </p>
          <FieldError formId={PREFIX} field="files" error={filesError} />
        </div>
      </div>
      <HoneypotField idPrefix={PREFIX} />
      <BotCheckField config={botCheck} onChange={onProof} error={errorOf('botCheck')} needsScripts={false} />
      <SendButton sending={sending}>
        Send message
      </SendButton>
    </form>
  );
}
