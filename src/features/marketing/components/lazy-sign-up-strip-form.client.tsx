'use client';

import type { ComponentType } from 'react';
import { hydratesOnInteraction } from '@/components/layout/hydrates-on-interaction.client';
import type { SignUpStripFormProps } from './sign-up-strip-form.client';

/**
 * The sign-up strip's form, rendered by the server at once and hydrated on the visitor's first interaction (decision
 * 0042): its code (react-hook-form, the bot check) is a separate chunk the browser fetches only then. `typeof window`
 * is decided when each bundle is built, so this `require` is only in the server's.
 */
const ServerForm: ComponentType<SignUpStripFormProps> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous server-only import, see above
  typeof window === 'undefined' ? (require('./sign-up-strip-form.client') as typeof import('./sign-up-strip-form.client')).SignUpStripForm : null;

export const SignUpStripForm = hydratesOnInteraction(ServerForm, () => import('./sign-up-strip-form.client').then((module) => module.SignUpStripForm));
