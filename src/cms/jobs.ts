/**
 * Payload jobs: every minute, pending orders past their 30 minutes give their stock back, so a
 * closed tab never locks wine; every hour, newsletter sign-ups unconfirmed for 30 days are deleted. Runs inside `npm start` (autoRun); `KK_JOBS=off` switches it off
 * for scripts and tests, which call the release themselves.
 */
import type { JobsConfig } from 'payload'
import { env } from '../lib/env'

export const RESERVATIONS_QUEUE = 'reservations'
export const HOUSEKEEPING_QUEUE = 'housekeeping'

const jobsEnabled = () => env().KK_JOBS !== 'off' && env().NEXT_PHASE !== 'phase-production-build'

export const jobs: JobsConfig = {
  tasks: [
    {
      slug: 'releaseExpiredReservations',
      label: 'Verlopen reserveringen vrijgeven',
      schedule: [{ cron: '* * * * *', queue: RESERVATIONS_QUEUE }],
      retries: 0,
      outputSchema: [{ name: 'released', type: 'number' }],
      handler: async () => {
        const { releaseExpiredReservations } = await import('../features/checkout/orders')
        return { output: { released: await releaseExpiredReservations() } }
      },
    },
    {
      // The privacy statement promises it: a newsletter sign-up nobody confirmed is deleted after 30 days.
      slug: 'forgetUnconfirmedSubscribers',
      label: 'Onbevestigde nieuwsbriefaanmeldingen verwijderen',
      schedule: [{ cron: '17 * * * *', queue: HOUSEKEEPING_QUEUE }],
      retries: 0,
      outputSchema: [{ name: 'deleted', type: 'number' }],
      handler: async () => {
        const { forgetUnconfirmed } = await import('../features/newsletter/service')
        return { output: { deleted: await forgetUnconfirmed() } }
      },
    },
  ],
  autoRun: [
    { cron: '* * * * *', queue: RESERVATIONS_QUEUE, limit: 10 },
    { cron: '17 * * * *', queue: HOUSEKEEPING_QUEUE, limit: 10 },
  ],
  shouldAutoRun: jobsEnabled,
  // Finished runs are not worth keeping: one a minute would fill the table.
  deleteJobOnComplete: true,
}
