import type { CollectionConfig } from 'payload'
import { adminOrSelf, isAdmin, isAdminField } from '../access'
import { env } from '../../lib/env'
import { resetPasswordEmail } from '../../features/mail/auth-mail'

/**
 * Staff accounts. Three roles (SECURITY.md): `editor` writes content and the catalog, `shop` handles
 * orders and customer service, `admin` manages users, settings and anything that puts a script on
 * the page. Logging in is throttled per client as well (lib/api/payload-guard); the account lock
 * below is short, so an attacker who guesses from many addresses cannot shut the owner out for long.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { nl: 'Gebruiker', en: 'User' }, plural: { nl: 'Gebruikers', en: 'Users' } },
  auth: {
    maxLoginAttempts: 20,
    lockTime: 5 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // A live shop sends the session cookie over HTTPS only (browsers also accept it on http://localhost).
    cookies: { secure: env().live, sameSite: 'Lax' },
    // The reset link goes to SITE_URL and is marked as an auth mail: sent over SMTP, never kept in the
    // outbox that staff read (features/mail), so nobody but the account's owner sees it.
    forgotPassword: {
      generateEmailHTML: ({ req, token } = {}) =>
        resetPasswordEmail({ siteUrl: env().SITE_URL, token: token ?? '', t: (key) => req?.t(key) ?? '' }),
    },
  },
  admin: { useAsTitle: 'email', group: { nl: 'Beheer', en: 'Admin' } },
  // Everyone with an account reads and edits their own (name, e-mail, password); an admin manages all accounts and roles.
  access: { read: adminOrSelf, create: isAdmin, update: adminOrSelf, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { label: { nl: 'Beheerder (gebruikers, instellingen, scripts)', en: 'Admin (users, settings, scripts)' }, value: 'admin' },
        { label: { nl: 'Winkel (bestellingen, klantenservice)', en: 'Shop (orders, customer service)' }, value: 'shop' },
        { label: { nl: 'Redactie (inhoud, assortiment)', en: 'Editor (content, catalog)' }, value: 'editor' },
      ],
      access: { update: isAdminField, create: isAdminField },
    },
  ],
}
