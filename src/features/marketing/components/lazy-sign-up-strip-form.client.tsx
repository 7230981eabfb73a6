'use client';

import dynamic from 'next/dynamic';

/**
 * The sign-up strip's form in its own chunk that loads only where a page renders it (still rendered on the server):
 * imported directly, its code would be part of every content page's first load (see lazy-enquiry-forms.client.tsx).
 */
export const SignUpStripForm = dynamic(() => import('./sign-up-strip-form.client').then((module) => module.SignUpStripForm));
