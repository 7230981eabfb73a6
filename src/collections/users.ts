import type { CollectionConfig } from 'payload';
import { env } from '@/server/env';
import { hasRole, isAdmin, isAdminField, roleLabels, staffRoles } from '@/access/roles';
import { RESET_LINK_LIFETIME_MS } from '@/features/staff/password-reset-email';
import { afterForgotPassword, beforeForgotPassword } from '@/features/staff/password-reset-hooks';
import { refuseDemoPasswordBeyondLoopback } from '@/features/staff/demo-password-at-login';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // The staff cookie is HttpOnly (Payload's default), sent only to this site's own pages (Lax), and only over HTTPS
    // wherever the site is served over HTTPS (a local run over plain http would otherwise lose its login).
    cookies: { sameSite: 'Lax', secure: env().SITE_URL.startsWith('https:') },
    // The reset email is the site's own, its link built from SITE_URL (features/staff/password-reset-hooks.ts).
    // Setting the new password ends every session of the account (Payload empties its sessions).
    forgotPassword: { expiration: RESET_LINK_LIFETIME_MS },
    // A per-user key for the staff API (a host-stand app, a till): `Authorization: users API-Key {key}`, with that
    // user's roles and restaurants (docs/api.md).
    useAPIKey: true,
  },
  hooks: { beforeOperation: [refuseDemoPasswordBeyondLoopback, beforeForgotPassword], afterOperation: [afterForgotPassword] },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Staff',
    description: 'People who can sign in to this back-office, and what each may do.',
  },
  access: {
    // Admins manage everyone; others may read and update only themselves (not their roles).
    read: ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    // Payload lets any signed-in user unlock any account by default: a lockout guards the administrator too.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketing'],
      options: staffRoles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Administrators manage staff; marketing edits content; restaurant managers see their restaurants; HR handles careers.' },
    },
    {
      name: 'restaurants',
      type: 'relationship',
      relationTo: 'restaurants',
      hasMany: true,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        condition: (data) => Array.isArray(data?.roles) && data.roles.includes('restaurant-manager'),
        description: 'The restaurants this manager may see and edit.',
      },
    },
  ],
};
