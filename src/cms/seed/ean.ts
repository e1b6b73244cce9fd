import { inStoreEan } from '../../lib/ean'

/** GS1 in-store prefix of the demo wines' EANs. Pure, so tests need no database. */
export const DEMO_EAN_PREFIX = 21
export const demoEan = (w: { serial: number }) => inStoreEan(DEMO_EAN_PREFIX, w.serial)
