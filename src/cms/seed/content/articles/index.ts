import type { ArticleSeed } from '../types'
import { biologischeWijn } from './biologische-wijn'
import { drogeVsZoeteWitteWijn } from './droge-vs-zoete-witte-wijn'
import { goedeWitteWijn } from './goede-witte-wijn'
import { herfstwijnen } from './herfstwijnen'
import { natuurlijkeWijn } from './natuurlijke-wijn'
import { rodeWijnBewaren } from './rode-wijn-bewaren'
import { rodeWijnBijVlees } from './rode-wijn-bij-vlees'
import { rodeWijnGezond } from './rode-wijn-gezond'
import { rodeWijnKiezen } from './rode-wijn-kiezen'
import { rodeWijndruiven } from './rode-wijndruiven'
import { sauvignonVsChardonnay } from './sauvignon-vs-chardonnay'
import { sulfietvrijeWijn } from './sulfietvrije-wijn'
import { vegetarischeWijn } from './vegetarische-wijn'
import { wijnBijDessert } from './wijn-bij-dessert'
import { wijnBijEten } from './wijn-bij-eten'
import { wijnBijKaas } from './wijn-bij-kaas'
import { wijnBijPasta } from './wijn-bij-pasta'
import { wijnBijVegetarisch } from './wijn-bij-vegetarisch'
import { wijnLerenDrinken } from './wijn-leren-drinken'
import { wijnProevenVoorBeginners } from './wijn-proeven-voor-beginners'
import { wijnVoorBeginners } from './wijn-voor-beginners'
import { wijnVoorFeestdagen } from './wijn-voor-feestdagen'
import { wijnglazen } from './wijnglazen'
import { wijnsoorten } from './wijnsoorten'
import { witteWijnBewaren } from './witte-wijn-bewaren'
import { witteWijnBijVis } from './witte-wijn-bij-vis'
import { witteWijn } from './witte-wijn'

/** All wijnwijzer articles, in the order of spec §2. */
export const ARTICLES: readonly ArticleSeed[] = [
  biologischeWijn,
  drogeVsZoeteWitteWijn,
  goedeWitteWijn,
  herfstwijnen,
  natuurlijkeWijn,
  rodeWijnBewaren,
  rodeWijnBijVlees,
  rodeWijnGezond,
  rodeWijnKiezen,
  rodeWijndruiven,
  sauvignonVsChardonnay,
  sulfietvrijeWijn,
  vegetarischeWijn,
  wijnBijDessert,
  wijnBijEten,
  wijnBijKaas,
  wijnBijPasta,
  wijnBijVegetarisch,
  wijnLerenDrinken,
  wijnProevenVoorBeginners,
  wijnVoorBeginners,
  wijnVoorFeestdagen,
  wijnglazen,
  wijnsoorten,
  witteWijnBewaren,
  witteWijnBijVis,
  witteWijn,
]
