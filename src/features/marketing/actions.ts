'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormState } from '@/components/forms/form-state';
import { NotFoundError } from '@/server/errors';
import { runFormAction } from '@/server/form-action';
import { payloadClient } from '@/server/payload';
import { formDataToObject } from '@/lib/form-values';
import { updatePreferences } from './preferences';
import { preferencesSchema, signUpRequestSchema } from './schema';
import { receiveSignUp } from './sign-up-request';

const SIGN_UP_THANKS_PATH = '/signup-thanks';

/** Both sign-up forms (the page and the strip): on success the visitor goes to the thanks page, the form left empty. */
export async function signUpAction(_state: FormState, form: FormData): Promise<FormState> {
  const state = await runFormAction('sign-up', signUpRequestSchema, formDataToObject(form), async (request) =>
    receiveSignUp(await payloadClient(), request, await headers()),
  );
  if (state.status === 'done') redirect(SIGN_UP_THANKS_PATH);
  return state;
}

/** The preferences page's save: the page shows "saved" or the failure from this result (spec section 4). */
export async function savePreferencesAction(_state: FormState, form: FormData): Promise<FormState> {
  return runFormAction('sign-up', preferencesSchema, formDataToObject(form), async (preferences) => {
    if (!(await updatePreferences(await payloadClient(), preferences))) throw new NotFoundError();
    return true as const;
  });
}
