'use client';

import dynamic from 'next/dynamic';

/**
 * The enquiry forms, each in its own chunk that loads only where a page renders it (still rendered on the server).
 * Imported directly, their code (and the form libraries') would be part of every content page's first load, since
 * a page's scripts include every client component its server code imports.
 */
export const ContactForm = dynamic(() => import('./contact-form.client').then((module) => module.ContactForm));
export const GroupBookingForm = dynamic(() => import('./group-booking-form.client').then((module) => module.GroupBookingForm));
