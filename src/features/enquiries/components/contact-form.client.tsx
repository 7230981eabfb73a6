'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { ErrorSummary, FieldError, fieldA11y } from '@/components/forms/form-parts';
import { ChoiceOptions, EmailField, FormField } from '@/components/forms/form-field';
import { focusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { useNoScriptOutcome } from '@/components/forms/use-no-script-outcome.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { THANK_YOU_PAGES } from '@/features/thank-you/thank-you-pages';
import { acceptAttribute, enquiryAttachments, kindsText, sizeText } from '@/server/uploads/upload-policies';
import { sendContactAction } from '../actions';
import { chosenFilesProblem } from '../attachment-rules';
import type { Choice, EnquiryRestaurant } from '../enquiry-content';
import { CONTACT_MAX_GUESTS, contactSchema, MESSAGE_MAX, NO_RESTAURANT, type ContactInput, type ContactReason, type ContactRequest } from '../schema';
import { FormOutcome, NameFields, restaurantChoices, SendButton } from './enquiry-form-parts';
import { useEnquiryOutcome } from './use-enquiry-outcome';
import styles from './enquiry-form.module.css';
import formStyles from '@/components/forms/forms.module.css';

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
    // In the page's order, not react-hook-form's (see focusFirstInvalid).
    shouldFocusError: false,
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
      onSubmit={(event) => {
        const element = event.currentTarget;
        return handleSubmit(onValid, (errors) => {
          checkFiles();
          focusFirstInvalid(element, errors);
        })(event);
      }}
    >
      {noScript.summary && formState.submitCount === 0 && <ErrorSummary formId={PREFIX} labels={LABELS} {...noScript.summary} autoFocus />}
      <FormOutcome sent={sent} sentText={THANK_YOU_PAGES.contact.text} error={error} focusRef={focusRef} />
      <div className={styles.grid}>
        <NameFields formId={PREFIX} register={register} errorOf={errorOf} />
        <EmailField formId={PREFIX} error={errorOf('email')} {...register('email')} />
        <FormField formId={PREFIX} name="phone" label="Phone number (optional)" error={errorOf('phone')}>
          {(control) => <input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
        <FormField formId={PREFIX} name="enquiryType" label="What is your enquiry about?" required error={errorOf('enquiryType')}>
          {(control) => (
            <select {...control} required {...register('enquiryType')}>
              <ChoiceOptions placeholder="Choose one" choices={contactTypes} />
            </select>
          )}
        </FormField>
        <FormField formId={PREFIX} name="enquiryRestaurant" label="Restaurant" required error={errorOf('enquiryRestaurant')}>
          {(control) => (
            <select {...control} required {...register('enquiryRestaurant')}>
              <ChoiceOptions
                placeholder="Choose a restaurant"
                choices={[{ value: NO_RESTAURANT, label: 'Not about one restaurant' }, ...restaurantChoices(restaurants)]}
              />
            </select>
          )}
        </FormField>
        <FormField formId={PREFIX} name="reason" label="Reason" required error={errorOf('reason')}>
          {(control) => (
            <select {...control} required {...register('reason', { onChange: () => setValue('subReason', '') })}>
              <ChoiceOptions placeholder="Choose a reason" choices={contactReasons} />
            </select>
          )}
        </FormField>
        {subReasons.length > 0 && (
          <FormField formId={PREFIX} name="subReason" label="What is it about?" required error={errorOf('subReason')}>
            {(control) => (
              <select {...control} required {...register('subReason')}>
                <ChoiceOptions placeholder="Choose one" choices={subReasons} />
              </select>
            )}
          </FormField>
        )}
        <FormField formId={PREFIX} name="guests" label="Number of guests (optional)" hint="If it is about a visit or a booking." error={errorOf('guests')}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={CONTACT_MAX_GUESTS} step={1} {...register('guests')} />}
        </FormField>
        <FormField
          formId={PREFIX}
          name="message"
          label="Your message"
          required
          hint={`Up to ${MESSAGE_MAX} characters.`}
          error={errorOf('message')}
          className={styles.wide}
        >
          {(control) => <textarea {...control} maxLength={MESSAGE_MAX} required {...register('message')} />}
        </FormField>
        <div className={`${formStyles.field} ${styles.wide}`}>
          <label className={formStyles.label} htmlFor={`${PREFIX}-files`}>
            Attach files (optional)
          </label>
          <input
            {...fieldA11y(PREFIX, 'files', filesError, `${PREFIX}-files-hint`)}
            className={formStyles.input}
            ref={fileInput}
            type="file"
            name="files"
            multiple
            accept={acceptAttribute(enquiryAttachments)}
            onChange={() => checkFiles()}
          />
          <p id={`${PREFIX}-files-hint`} className={formStyles.hint}>
            Up to {enquiryAttachments.maxFiles} photos or documents ({kindsText(enquiryAttachments)}), {sizeText(enquiryAttachments.maxFileBytes)} each.
          </p>
          <FieldError formId={PREFIX} field="files" error={filesError} />
        </div>
      </div>
      <HoneypotField idPrefix={PREFIX} />
      <BotCheckField config={botCheck} onChange={onProof} error={errorOf('botCheck')} needsScripts={false} />
      <SendButton sending={sending}>Send message</SendButton>
    </form>
  );
}
