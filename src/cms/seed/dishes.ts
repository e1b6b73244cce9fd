/**
 * Fills Waine's `dishes` collection with the reviewed pairing table (features/sommelier/pairings.json),
 * once, for a shop that has none: the migration that creates the collection calls it, so a new shop
 * and an upgraded one both start with every dish Waine knew before. After that the merchant's table
 * is the merchant's: nothing here runs again.
 */
import type { Payload, PayloadRequest } from 'payload'
import { DISHES, type Dish } from '../../features/sommelier/pairings'
import { FILLING_DISHES } from '../collections/Dishes'

export async function fillDishes(payload: Payload, req: PayloadRequest, dishes: readonly Dish[] = DISHES): Promise<number> {
  const common = { collection: 'dishes' as const, overrideAccess: true, req, context: { [FILLING_DISHES]: true } }
  if ((await payload.count({ ...common })).totalDocs > 0) return 0
  for (const d of dishes) {
    const doc = await payload.create({
      ...common,
      locale: 'nl',
      data: {
        key: d.key,
        label: d.label.nl,
        advice: d.advice.nl,
        terms: d.terms,
        colors: d.colors,
        pairings: d.pairings,
        grapes: d.grapes ?? [],
        traits: d.traits,
        guide: d.guide,
        family: d.family,
        generic: d.generic ?? false,
      },
    })
    await payload.update({ ...common, id: doc.id, locale: 'en', data: { label: d.label.en, advice: d.advice.en } })
  }
  return dishes.length
}
