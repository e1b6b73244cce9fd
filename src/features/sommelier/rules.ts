/**
 * The classic pairing rules, applied to a wine's taste profile (1-5) and a dish's traits.
 * Each rule returns a score change and, when it speaks for the wine, the reason a sommelier
 * would give (its words from src/messages/{nl,en}/waine.json, compose.reason). Pure.
 */
import type { Product } from '../catalog'
import type { DishTraits } from './pairings'
import { reason } from './phrases'

export type Lang = 'nl' | 'en'
export type Reason = { nl: string; en: string }
export type RuleEffect = { rule: string; delta: number; reason?: Reason }

export function applyPairingRules(wine: Product, dish: DishTraits): RuleEffect[] {
  const { body, sweetness, acidity, tannin } = wine.taste
  const red = wine.colorCode === 'rood'
  const effects: RuleEffect[] = []

  // 1. The wine at least as sweet as the food; sweet wine with a savoury dish clashes.
  if (dish.sweet && dish.sweet >= 3) {
    if (sweetness >= dish.sweet) {
      effects.push({
        rule: 'zoet-genoeg',
        delta: 3,
        reason:
          (dish.salt ?? 0) >= 3
            ? reason('sweetAgainstSalt', { sweetness: String(sweetness) })
            : reason('sweetEnough', { sweetness: String(sweetness) }),
      })
    } else effects.push({ rule: 'te-droog', delta: -3 * (dish.sweet - sweetness) })
  } else if (sweetness >= 4 && !(dish.sweet && sweetness <= dish.sweet + 2)) {
    effects.push({ rule: 'te-zoet', delta: -2.5 })
  }

  // 2. Low tannin and a touch of sweetness with spicy food; tannin and alcohol add heat.
  const spice = dish.spice ?? 0
  if (spice >= 2) {
    if (tannin >= 3) effects.push({ rule: 'tannine-pittig', delta: -1.5 * (tannin - 2) })
    if (wine.alcohol >= 14) effects.push({ rule: 'alcohol-pittig', delta: -1 })
    if (sweetness >= 2 && sweetness <= 3) {
      effects.push({
        rule: 'restzoet-pittig',
        delta: 2,
        reason: reason('sweetTamesSpice'),
      })
    } else if (tannin <= 2 && wine.alcohol < 13.5) {
      effects.push({
        rule: 'zacht-pittig',
        delta: 1,
        reason: reason('softForSpice'),
      })
    }
  }

  // 3. Tannin turns metallic with delicate fish.
  if (dish.fish) {
    if (tannin >= 3) effects.push({ rule: 'tannine-vis', delta: -2 * (tannin - 2) })
    else if (red || wine.colorCode === 'rose') {
      effects.push({
        rule: 'weinig-tannine-vis',
        delta: 1,
        reason: reason('lowTanninFish'),
      })
    }
  }

  // 4. Tannin with fat and protein: they soften each other.
  const fat = dish.fat ?? 0
  const protein = dish.protein ?? 0
  if (fat >= 2 && protein >= 3 && !dish.fish) {
    if (tannin >= 3) {
      effects.push({
        rule: 'tannine-vet-eiwit',
        delta: Math.min(2.5, tannin - 2 + 0.5),
        reason: reason('tanninFatProtein', { tannin: String(tannin) }),
      })
    } else if (red && tannin <= 1) effects.push({ rule: 'te-weinig-tannine', delta: -1 })
  }

  // 5. Acidity: at least as acidic as the food; freshness cuts through fat.
  const acid = dish.acid ?? 0
  if (acid >= 1) {
    const need = acid + 2
    if (acidity >= need) {
      effects.push({
        rule: 'zuren-genoeg',
        delta: 1.5,
        reason: reason('acidKeepsUp', { acidity: String(acidity) }),
      })
    } else effects.push({ rule: 'te-weinig-zuren', delta: -1.5 * (need - acidity) })
  }
  if (fat >= 3 && acidity >= 4 && !(fat >= 2 && protein >= 3 && red)) {
    effects.push({
      rule: 'zuren-vet',
      delta: 1,
      reason: reason('acidCutsFat', { acidity: String(acidity) }),
    })
  }

  // 6. Bubbles with salt and fried food.
  if ((dish.salt ?? 0) >= 2 || dish.fried) {
    if (wine.colorCode === 'mousserend') {
      effects.push({
        rule: 'bubbels-zout-vet',
        delta: dish.fried ? 2.5 : 1.5,
        reason: reason('bubblesSaltFat'),
      })
    } else if (acidity >= 4) effects.push({ rule: 'frisheid-zout', delta: 0.5 })
  }

  // 7. Matching intensity: the wine's body against the weight of the dish.
  const gap = Math.abs(body - dish.intensity)
  const delta = 1.5 - gap * 1.2
  effects.push({
    rule: 'intensiteit',
    delta,
    reason:
      gap === 0
        ? dish.intensity >= 4
          ? reason('fullEnough', { body: String(body) })
          : dish.intensity <= 2
            ? reason('lightEnough', { body: String(body) })
            : reason('bodyBalance', { body: String(body) })
        : undefined,
  })
  return effects
}
