'use client';

import { useEffect, useRef } from 'react';
import { ChoiceOptions, FormField } from '@/components/forms/form-field';
import { ErrorSummary, FieldError, fieldA11y } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import { savePreferencesAction } from '../actions';
import { birthdayFromUnixSeconds } from '../domain/birthday';
import { CONSENT_WORDING } from '../domain/consent';
import type { CustomerPreferences } from '../preferences';
import type { RestaurantOption } from '../restaurant-options';
import { BirthdayFields } from './birthday-fields.client';
import formStyles from '@/components/forms/forms.module.css';

const FORM_ID = 'preferences';
const LABELS: Record<string, string> = {
  firstName: 'First name',
  favRestaurantCode: 'Favourite restaurant',
  'birthday.day': 'Birthday day',
  'birthday.month': 'Birthday month',
  phoneNumber: 'Mobile number',
  websiteSmsOptIn: 'Texts',
};

type Props = {
  preferences: CustomerPreferences;
  restaurants: RestaurantOption[];
  interests: { value: string; label: string }[];
  years: number[];
};

/** The preferences page's form (spec sections 3 and 4): shows "saved" or the failure the server answered. */
export function PreferencesForm({ preferences, restaurants, interests, years }: Props) {
  const birthday = preferences.birthDate === null ? null : birthdayFromUnixSeconds(preferences.birthDate);
  const stored = {
    firstName: preferences.firstName,
    favRestaurantCode: preferences.favRestaurantCode ? String(preferences.favRestaurantCode) : '',
    birthday: { day: birthday ? String(birthday.day) : '', month: birthday ? String(birthday.month) : '', year: birthday?.year ? String(birthday.year) : '' },
    phoneNumber: preferences.phoneNumber,
    emailOptIn: preferences.emailOptIn,
    websiteSmsOptIn: preferences.websiteSmsOptIn,
    interests: preferences.interests.filter((interest) => interest.checked).map((interest) => interest.name),
  };
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.preferencesSchema),
    action: savePreferencesAction,
    defaultValues: stored,
  });
  // A form posted without JavaScript and refused comes back as the diner sent it, not as it is stored.
  const sent = state.status === 'invalid' ? state.values : undefined;
  const text = (name: string, fallback: string) => (sent ? String(sentValue(name) ?? '') : fallback);
  const ticked = (name: string, fallback: boolean) => (sent ? sentValue(name) === 'on' : fallback);
  const sentInterests = sent ? [sentValue('interests') ?? []].flat().map(String) : null;
  const defaults = {
    firstName: text('firstName', stored.firstName),
    favRestaurantCode: text('favRestaurantCode', stored.favRestaurantCode),
    birthday: {
      day: text('birthday.day', stored.birthday.day),
      month: text('birthday.month', stored.birthday.month),
      year: text('birthday.year', stored.birthday.year),
    },
    phoneNumber: text('phoneNumber', stored.phoneNumber),
    emailOptIn: ticked('emailOptIn', stored.emailOptIn),
    websiteSmsOptIn: ticked('websiteSmsOptIn', stored.websiteSmsOptIn),
    interests: sentInterests ?? stored.interests,
  };
  const { register, watch } = form;
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'done') result.current?.focus();
  }, [state]);
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={formStyles.form} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Your details</h2>
      {state.status === 'done' && (
        <div ref={result} className={formStyles.success} role="status" tabIndex={-1}>
          <p>Your preferences have been saved.</p>
        </div>
      )}
      <ErrorSummary
        formId={FORM_ID}
        errors={errorsFor(Object.keys(LABELS))}
        labels={LABELS}
        message={state.status === 'invalid' ? (state.message ?? undefined) : undefined}
      />
      <input type="hidden" value={preferences.guid} {...register('guid')} />
      <FormField formId={FORM_ID} name="firstName" label="First name" required error={errorOf('firstName')}>
        {(control) => <input type="text" autoComplete="given-name" required defaultValue={defaults.firstName} {...register('firstName')} {...control} />}
      </FormField>
      <FormField formId={FORM_ID} name="favRestaurantCode" label="Favourite restaurant" required error={errorOf('favRestaurantCode')}>
        {(control) => (
          <select required defaultValue={defaults.favRestaurantCode} {...register('favRestaurantCode')} {...control}>
            <ChoiceOptions placeholder="Choose a restaurant" choices={restaurants.map(({ storeId, label }) => ({ value: storeId, label }))} />
          </select>
        )}
      </FormField>
      <BirthdayFields
        formId={FORM_ID}
        register={register}
        month={watch('birthday.month')}
        year={watch('birthday.year')}
        defaults={defaults.birthday}
        errors={{ day: errorOf('birthday.day'), month: errorOf('birthday.month'), year: errorOf('birthday.year') }}
        years={years}
      />
      <FormField formId={FORM_ID} name="phoneNumber" label="Mobile number (optional)" error={errorOf('phoneNumber')}>
        {(control) => <input type="tel" autoComplete="tel" defaultValue={defaults.phoneNumber} {...register('phoneNumber')} {...control} />}
      </FormField>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>How we keep in touch</legend>
        <div className={formStyles.checks}>
          <label className={formStyles.check}>
            <input type="checkbox" value="on" defaultChecked={defaults.emailOptIn} {...register('emailOptIn')} />
            <span>{CONSENT_WORDING.email}</span>
          </label>
          <div>
            <label className={formStyles.check}>
              <input
                type="checkbox"
                value="on"
                defaultChecked={defaults.websiteSmsOptIn}
                {...register('websiteSmsOptIn')}
                {...fieldA11y(FORM_ID, 'websiteSmsOptIn', errorOf('websiteSmsOptIn'))}
              />
              <span>{CONSENT_WORDING.sms}</span>
            </label>
            <FieldError formId={FORM_ID} field="websiteSmsOptIn" error={errorOf('websiteSmsOptIn')} />
          </div>
        </div>
      </fieldset>
      {interests.length > 0 && (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>What would you like to hear about?</legend>
          <div className={formStyles.checks}>
            {interests.map((interest) => (
              <label key={interest.value} className={formStyles.check}>
                <input type="checkbox" value={interest.value} defaultChecked={defaults.interests.includes(interest.value)} {...register('interests')} />
                <span>{interest.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {pending ? 'Saving…' : 'Save my preferences'}
        </button>
      </div>
    </form>
  );
}
