import 'server-only'
import { imagesFromEnv } from '.'

/** The shop's image service, configured once per server process from its environment. */
export const shopImages = imagesFromEnv(process.env)
