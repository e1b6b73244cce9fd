import 'server-only'
import { imagesFromEnv } from '.'
import { env } from '../env'

/** The shop's image service, configured once per server process from its environment. */
export const shopImages = imagesFromEnv(env())
