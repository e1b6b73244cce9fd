/** The shop's fixed vocabularies (api-contract.md). Pure data, shared by CMS, API and UI. */
export const COLOR_CODES = ['rood', 'wit', 'rose', 'mousserend', 'dessert'] as const
export type ColorCode = (typeof COLOR_CODES)[number]

export const PAIRINGS = [
  'vis',
  'schaaldieren',
  'kaas',
  'rood-vlees',
  'wild',
  'gevogelte',
  'varken',
  'pasta',
  'vegetarisch',
  'pittig',
  'aperitief',
  'dessert',
] as const
export type Pairing = (typeof PAIRINGS)[number]

export const SORTS = ['populair', 'prijs-op', 'prijs-af', 'naam'] as const
export type Sort = (typeof SORTS)[number]
