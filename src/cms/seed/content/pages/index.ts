import type { PageSeed } from '../types'
import { algemeneVoorwaarden } from './algemene-voorwaarden'
import { betalingGeannuleerd, betalingGeslaagd, betalingVerwerken } from './betaling'
import { contact } from './contact'
import { leeftijdscontrole } from './leeftijdscontrole'
import { overOns } from './over-ons'
import { privacyPolicy } from './privacy-policy'
import { voorHandelaren } from './voor-handelaren'

export { SHOP } from './shop'

export const PAGES: readonly PageSeed[] = [
  overOns,
  voorHandelaren,
  algemeneVoorwaarden,
  privacyPolicy,
  contact,
  leeftijdscontrole,
  betalingGeslaagd,
  betalingGeannuleerd,
  betalingVerwerken,
]
