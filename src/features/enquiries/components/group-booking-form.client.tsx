'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/form-parts';
import { ChoiceOptions, EmailField, FormField } from '@/components/forms/form-field';
import { focusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { useNoScriptOutcome } from '@/components/forms/use-no-script-outcome.client';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { THANK_YOU_PAGES } from '@/features/thank-you/thank-you-pages';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { ENABLE_SMS_OPT_IN } from '@/features/booking/journey/journey-state';
import { addDays, londonToday } from '@/lib/london-time';
import { sendGroupBookingAction } from '../actions';
import type { Choice, EnquiryRestaurant } from '../enquiry-content';
import {
  GROUP_MAX_COVERS,
  GROUP_MAX_DAYS_AHEAD,
  GROUP_MIN_COVERS,
  groupBookingSchema,
  SPECIAL_REQUEST_MAX,
  type GroupBookingInput,
  type GroupBookingRequest,
} from '../schema';
import { prefillFromAddress } from '../group-booking-prefill';
import { FormOutcome, NameFields, restaurantChoices, OptIns, SendButton } from './enquiry-form-parts';
import { useEnquiryOutcome } from './use-enquiry-outcome';
import styles from './enquiry-form.module.css';
import formStyles from '@/components/forms/forms.module.css';

type Props = { restaurants: EnquiryRestaurant[]; bookingTypes: Choice[]; botCheck: BotCheckClientConfig };

const PREFIX = 'group';
const LABELS: Record<string, string> = {
  storeId: 'Restaurant',
  bookingType: 'Type of booking',
  covers: 'Number of guests',
  date: 'Date',
  time: 'From',
  until: 'Until',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  telephoneNumber: 'Phone number',
  specialRequest: 'Special requests',
  botCheck: 'Spam check',
};

const cleared = (): GroupBookingInput => ({
  storeId: '',
  venue: '',
  bookingType: '',
  covers: '',
  date: '',
  time: '',
  until: '',
  firstName: '',
  lastName: '',
  email: '',
  telephoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  botCheck: '',
});

/**
 * The group-booking enquiry (spec sections 3 to 5): every field of the group enquiry request, checked in the browser
 * with the endpoint's own schema. Arriving from the booking journey (`?storeId=&date=&covers=`), the restaurant, the
 * date and the party are filled in.
 */
export function GroupBookingForm({ restaurants, bookingTypes, botCheck }: Props) {
  const noScript = useNoScriptOutcome(sendGroupBookingAction);
  const form = useForm<GroupBookingInput, unknown, GroupBookingRequest>({
    resolver: zodResolver(groupBookingSchema),
    defaultValues: {
      ...cleared(),
      ...noScript.values,
      shouldReceivePromotions: noScript.ticked('shouldReceivePromotions'),
      shouldReceiveSms: noScript.ticked('shouldReceiveSms'),
    },
    errors: noScript.errors,
    // In the page's order, not react-hook-form's (see focusFirstInvalid).
    shouldFocusError: false,
  });
  const { handleSubmit, setValue, formState } = form;
  const register = noScript.showingSent(form.register);
  const { sent, error, sending, send, focusRef } = useEnquiryOutcome(form, { path: '/api/contact/group-booking', cleared });
  const errorOf = (name: keyof GroupBookingInput) => formState.errors[name]?.message;

  useEffect(() => {
    const prefill = prefillFromAddress(
      window.location.search,
      restaurants.map((restaurant) => restaurant.storeId),
    );
    for (const [name, value] of Object.entries(prefill)) setValue(name as keyof GroupBookingInput, value);
  }, [restaurants, setValue]);

  const onProof = useCallback((proof: string) => setValue('botCheck', proof, { shouldValidate: formState.isSubmitted }), [formState.isSubmitted, setValue]);
  const today = londonToday(new Date());

  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      action={noScript.formAction}
      noValidate
      aria-label="Group booking enquiry"
      onSubmit={(event) => {
        const element = event.currentTarget;
        return handleSubmit(
          (values) => send(values),
          (errors) => focusFirstInvalid(element, errors),
        )(event);
      }}
    >
      {noScript.summary && formState.submitCount === 0 && <ErrorSummary formId={PREFIX} labels={LABELS} {...noScript.summary} autoFocus />}
      <FormOutcome sent={sent} sentText={THANK_YOU_PAGES['group-booking'].text} error={error} focusRef={focusRef} />
      <div className={styles.grid}>
        <FormField formId={PREFIX} name="storeId" label="Restaurant" required error={errorOf('storeId')}>
          {(control) => (
            <select {...control} required {...register('storeId')}>
              <ChoiceOptions placeholder="Choose a restaurant" choices={restaurantChoices(restaurants)} />
            </select>
          )}
        </FormField>
        <FormField formId={PREFIX} name="bookingType" label="Type of booking" required error={errorOf('bookingType')}>
          {(control) => (
            <select {...control} required {...register('bookingType')}>
              <ChoiceOptions placeholder="Choose one" choices={bookingTypes} />
            </select>
          )}
        </FormField>
        <FormField
          formId={PREFIX}
          name="covers"
          label="Number of guests"
          required
          hint={`${GROUP_MIN_COVERS} or more, adults and children.`}
          error={errorOf('covers')}
        >
          {(control) => (
            <input {...control} type="number" inputMode="numeric" min={GROUP_MIN_COVERS} max={GROUP_MAX_COVERS} step={1} required {...register('covers')} />
          )}
        </FormField>
        <FormField formId={PREFIX} name="date" label="Date" required error={errorOf('date')}>
          {(control) => <input {...control} type="date" min={today} max={addDays(today, GROUP_MAX_DAYS_AHEAD)} required {...register('date')} />}
        </FormField>
        <FormField formId={PREFIX} name="time" label="From" required hint="When your group would like to arrive." error={errorOf('time')}>
          {(control) => <input {...control} type="time" step={900} required {...register('time')} />}
        </FormField>
        <FormField formId={PREFIX} name="until" label="Until" required hint="Roughly when you will leave; past midnight is fine." error={errorOf('until')}>
          {(control) => <input {...control} type="time" step={900} required {...register('until')} />}
        </FormField>
        <NameFields formId={PREFIX} register={register} errorOf={errorOf} />
        <EmailField formId={PREFIX} error={errorOf('email')} {...register('email')} />
        <FormField
          formId={PREFIX}
          name="telephoneNumber"
          label="Phone number"
          required
          hint="The restaurant will call to plan your visit."
          error={errorOf('telephoneNumber')}
        >
          {(control) => <input {...control} type="tel" autoComplete="tel" required {...register('telephoneNumber')} />}
        </FormField>
        <FormField
          formId={PREFIX}
          name="specialRequest"
          label="Special requests (optional)"
          hint={`Set menus, a cake, accessibility, allergies: up to ${SPECIAL_REQUEST_MAX} characters.`}
          error={errorOf('specialRequest')}
          className={styles.wide}
        >
          {(control) => <textarea {...control} maxLength={SPECIAL_REQUEST_MAX} {...register('specialRequest')} />}
        </FormField>
        <OptIns>
          <label className={formStyles.check}>
            <input type="checkbox" {...form.register('shouldReceivePromotions')} defaultChecked={noScript.ticked('shouldReceivePromotions')} />
            <span>Email me news and offers from Marigold Grill.</span>
          </label>
          {ENABLE_SMS_OPT_IN && (
            <label className={formStyles.check}>
              <input type="checkbox" {...form.register('shouldReceiveSms')} defaultChecked={noScript.ticked('shouldReceiveSms')} />
              <span>Text me news and offers.</span>
            </label>
          )}
        </OptIns>
      </div>
      <HoneypotField idPrefix={PREFIX} />
      <BotCheckField config={botCheck} onChange={onProof} error={errorOf('botCheck')} needsScripts={false} />
      <SendButton sending={sending}>Send enquiry</SendButton>
    </form>
  );
}
