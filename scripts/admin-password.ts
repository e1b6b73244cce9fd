/**
 * A new random password for a staff account, printed once: for the merchant who lost the one the
 * first start showed, or whose account is locked (it unlocks it too). Needs shell access to the
 * server, which is the point: nothing on the web can do this.
 *   npm run admin:password -- admin@jouwwinkel.nl
 */
import { getPayload } from 'payload'
import { randomPassword } from '../src/cms/seed/prepare'

async function main(): Promise<void> {
  const email = process.argv[2]?.trim()
  if (!email) throw new Error('Geef het e-mailadres van het account: npm run admin:password -- admin@jouwwinkel.nl')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  if (!docs[0]) throw new Error(`Er is geen account met het e-mailadres ${email}.`)
  const password = randomPassword()
  await payload.update({ collection: 'users', id: docs[0].id, overrideAccess: true, data: { password, loginAttempts: 0, lockUntil: null } })
  console.log(`[kk] nieuw wachtwoord voor ${docs[0].email} (alleen nu getoond): ${password}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[kk] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
