'use client';

import Link from 'next/link';
import { ChoiceOptions, EmailField, FormField } from '@/components/forms/form-field';
import { ErrorSummary } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { signUpAction } from '../actions';
import { CONSENT_WORDING } from '../domain/consent';
import type { RestaurantOption } from '../restaurant-options';
import { BirthdayFields } from './birthday-fields.client';
import { CheckboxField } from '@/components/forms/checkbox-field';
import styles from '@/components/forms/forms.module.css';

/** Spec section 9: the sign-up offers texts as well as emails. */
const ENABLE_SMS_OPT_IN = true;

const FORM_ID = 'sign-up';
const LABELS: Record<string, string> = {
  emailAddress: 'Email address',
  firstName: 'First name',
  favouriteRestaurant: 'Favourite restaurant',
  phoneNumber: 'Mobile number',
  'birthday.day': 'Birthday day',
  'birthday.month': 'Birthday month',
  'birthday.year': 'Birthday year',
  acceptTerms: 'Emails',
  acceptSMSTerms: 'Texts',
  botCheck: 'Spam check',
};

type Props = { restaurants: RestaurantOption[]; years: number[]; botCheck: BotCheckClientConfig };

/** The sign-up page's form (spec sections 3 and 5): checked in the browser and by the server with one schema. */
export function SignUpForm({ restaurants, years, botCheck }: Props) {
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.signUpSchema),
    action: signUpAction,
  });
  const { register, watch, setValue } = form;
  const sent = (name: string) => (sentValue(name) as string | undefined) ?? '';
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-describedby={`${FORM_ID}-required-note`}>
      <ErrorSummary formId={FORM_ID} errors={errorsFor(Object.keys(LABELS))} labels={LABELS} message={state.status === 'invalid' ? state.message : undefined} />
      <p id={`${FORM_ID}-required-note`} className={styles.hint}>
        Fields marked * are required.
      </p>
      <input type="hidden" value="full" {...register('variant')} />
      <EmailField formId={FORM_ID} error={errorOf('emailAddress')} defaultValue={sent('emailAddress')} {...register('emailAddress')} />
      <FormField formId={FORM_ID} name="firstName" label="First name" required error={errorOf('firstName')}>
        {(control) => <input type="text" autoComplete="given-name" required defaultValue={sent('firstName')} {...register('firstName')} {...control} />}
      </FormField>
      <FormField formId={FORM_ID} name="favouriteRestaurant" label="Favourite restaurant" required error={errorOf('favouriteRestaurant')}>
        {(control) => (
          <select required defaultValue={sent('favouriteRestaurant')} {...register('favouriteRestaurant')} {...control}>
            <ChoiceOptions placeholder="Choose a restaurant" choices={restaurants.map(({ storeId, label }) => ({ value: storeId, label }))} />
          </select>
        )}
      </FormField>
      <BirthdayFields
        formId={FORM_ID}
        register={register}
        month={watch('birthday.month')}
        year={watch('birthday.year')}
        defaults={{ day: sent('birthday.day'), month: sent('birthday.month'), year: sent('birthday.year') }}
        errors={{ day: errorOf('birthday.day'), month: errorOf('birthday.month'), year: errorOf('birthday.year') }}
        years={years}
      />
      <FormField
        formId={FORM_ID}
        name="phoneNumber"
        label="Mobile number (optional)"
        hint="Only needed if you would like texts."
        error={errorOf('phoneNumber')}
      >
        {(control) => <input type="tel" autoComplete="tel" defaultValue={sent('phoneNumber')} {...register('phoneNumber')} {...control} />}
      </FormField>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>How we keep in touch</legend>
        <div className={styles.checks}>
          <CheckboxField
            formId={FORM_ID}
            name="acceptTerms"
            register={register}
            defaultChecked={sent('acceptTerms') === 'on'}
            error={errorOf('acceptTerms')}
            required
          >
            {CONSENT_WORDING.email} <span aria-hidden="true">*</span>
          </CheckboxField>
          {ENABLE_SMS_OPT_IN && (
            <CheckboxField
              formId={FORM_ID}
              name="acceptSMSTerms"
              register={register}
              defaultChecked={sent('acceptSMSTerms') === 'on'}
              error={errorOf('acceptSMSTerms')}
            >
              {CONSENT_WORDING.sms}
            </CheckboxField>
          )}
        </div>
        <p className={styles.hint}>
          We will email you a link to confirm first. Read how we use your details in our <Link href="/privacy-policy">privacy policy</Link> and the{' '}
          <Link href="/terms-and-conditions">terms and conditions</Link>.
        </p>
      </fieldset>
      {/* Without JavaScript the form still sends (no proof then): the honeypot and a stricter limit guard it (form-action.ts). */}
      <HoneypotField idPrefix="sign-up" />
      <BotCheckField config={botCheck} onChange={(proof) => setValue('botCheck', proof)} error={errorOf('botCheck')} needsScripts={false} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {pending ? 'Signing you up…' : 'Sign up'}
        </button>
      </div>
    </form>
  );
}
