import type { CollectionConfig, Field, FieldHook, TextFieldSingleValidation } from 'payload'
import { COLOR_CODES, PAIRINGS } from '../../features/catalog'
import { DISH_KEY, DISHES_TAG, normaliseTerm, TRAIT_LIMITS } from '../../features/sommelier/pairings'
import { isEditorial } from '../access'
import { refreshCollection, refreshCollectionOnDelete } from '../hooks/revalidate'

/** Set in a request's context by the migration that fills the table before any article exists. */
export const FILLING_DISHES = 'fillingDishes'

const refresh = { afterChange: [refreshCollection(DISHES_TAG)], afterDelete: [refreshCollectionOnDelete(DISHES_TAG)] }

/** "Zalmfilet*, Saumon " → "zalmfilet*", "saumon": the words stored as Waine reads them. */
const normaliseTerms: FieldHook = ({ value }) =>
  Array.isArray(value) ? [...new Set(value.map((t) => normaliseTerm(String(t))).filter(Boolean))] : value

const termsProblem = (value: unknown): true | string => {
  const terms = Array.isArray(value) ? value : []
  if (!terms.length) return 'Geef minstens één woord waaraan Waine het gerecht herkent.'
  const tooShort = terms.find((t) => String(t).replace('*', '').length < 3)
  return tooShort === undefined ? true : `"${tooShort}" is te kort: gebruik woorden van minstens 3 letters.`
}

/**
 * The guide slug must name an article, so a typo does not silently cost the link. The migration that
 * fills the table runs before the demo articles exist, and says so in the request's context.
 */
const guideProblem: TextFieldSingleValidation = async (value, { req }) => {
  if (!value || req.context?.[FILLING_DISHES]) return true
  const { totalDocs } = await req.payload.count({ collection: 'articles', where: { slug: { equals: value } }, overrideAccess: true, req })
  return totalDocs ? true : `Er is geen wijnwijzer-artikel met de slug "${value}".`
}

const trait = (name: keyof typeof TRAIT_LIMITS, label: { nl: string; en: string }, required = false): Field => ({
  name,
  type: 'number',
  label,
  required,
  min: TRAIT_LIMITS[name].min,
  max: TRAIT_LIMITS[name].max,
  admin: { step: 1, width: '14%' },
  // Our own check replaces Payload's min/max one, so it checks the range as well.
  validate: (v: unknown) => {
    if ((v === null || v === undefined) && !required) return true
    const { min, max } = TRAIT_LIMITS[name]
    return Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? true : `Een heel getal van ${min} tot ${max}.`
  },
})

/**
 * Waine's dishes: the words a shopper uses for a dish, the wine styles that go with it and the
 * traits the pairing rules weigh (features/sommelier/pairings.ts, rules.ts). A merchant adds a dish
 * or changes a pairing here; Waine uses it at the next question, no deploy. A migration fills the
 * collection with the reviewed table in pairings.json.
 */
export const Dishes: CollectionConfig = {
  slug: 'dishes',
  labels: { singular: { nl: 'Gerecht', en: 'Dish' }, plural: { nl: 'Gerechten', en: 'Dishes' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'key', 'colors', 'pairings'],
    group: { nl: 'Waine', en: 'Waine' },
    description: {
      nl: 'Wat Waine bij een gerecht aanraadt. Een wijziging geldt vanaf de volgende vraag.',
      en: 'What Waine recommends with a dish. A change applies from the next question.',
    },
  },
  access: { read: isEditorial, create: isEditorial, update: isEditorial, delete: isEditorial },
  hooks: refresh,
  defaultSort: 'key',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { nl: 'Naam', en: 'Name' } },
        {
          name: 'key',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: { nl: 'Sleutel', en: 'Key' },
          validate: (v: unknown) =>
            typeof v === 'string' && DISH_KEY.test(v) ? true : 'Kleine letters, cijfers en koppeltekens, bijv. "zalm" of "oude-kaas".',
        },
      ],
    },
    {
      name: 'terms',
      type: 'text',
      hasMany: true,
      required: true,
      label: { nl: 'Herkenningswoorden', en: 'Words' },
      hooks: { beforeValidate: [normaliseTerms] },
      validate: termsProblem,
      admin: {
        description: {
          nl: 'Woorden waaraan Waine het gerecht herkent, in het Nederlands en Engels. Een * aan het eind herkent ook samenstellingen (zalm* vindt "zalmfilet").',
          en: 'Words Waine recognises the dish by, in Dutch and English. A trailing * also finds compounds (zalm* finds "zalmfilet").',
        },
      },
    },
    {
      name: 'advice',
      type: 'textarea',
      required: true,
      localized: true,
      label: { nl: 'Advies', en: 'Advice' },
      admin: {
        description: {
          nl: 'Waine zegt: "Bij {naam} {advies}." Bijv. "past een frisse witte wijn met wat body".',
          en: 'Waine says: "With {name} {advice}." E.g. "a fresh white with some body works best".',
        },
      },
    },
    {
      name: 'colors',
      type: 'select',
      hasMany: true,
      required: true,
      label: { nl: 'Kleuren (beste eerst)', en: 'Colours (best first)' },
      options: COLOR_CODES.map((c) => ({ label: c, value: c })),
    },
    {
      name: 'pairings',
      type: 'select',
      hasMany: true,
      label: { nl: 'Past bij (zoals bij de wijnen)', en: 'Pairs with (as on the wines)' },
      options: PAIRINGS.map((p) => ({ label: p, value: p })),
    },
    { name: 'grapes', type: 'text', hasMany: true, label: { nl: 'Klassieke druiven', en: 'Classic grapes' } },
    {
      type: 'collapsible',
      label: { nl: 'Eigenschappen voor de combinatieregels', en: 'Traits for the pairing rules' },
      fields: [
        {
          name: 'traits',
          type: 'group',
          label: false,
          admin: {
            description: {
              nl: 'Intensiteit 1-5 (tegen de body van de wijn); vet, eiwit, zout, pittig en zuur 0-3; zoet: de wijn moet minstens zo zoet zijn (1-5).',
              en: 'Intensity 1-5 (against the wine’s body); fat, protein, salt, spice and acid 0-3; sweet: the wine must be at least this sweet (1-5).',
            },
          },
          fields: [
            {
              type: 'row',
              fields: [
                trait('intensity', { nl: 'Intensiteit', en: 'Intensity' }, true),
                trait('fat', { nl: 'Vet', en: 'Fat' }),
                trait('protein', { nl: 'Eiwit', en: 'Protein' }),
                trait('salt', { nl: 'Zout', en: 'Salt' }),
                trait('spice', { nl: 'Pittig', en: 'Spice' }),
                trait('acid', { nl: 'Zuur', en: 'Acid' }),
                trait('sweet', { nl: 'Zoet', en: 'Sweet' }),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'fish',
                  type: 'checkbox',
                  label: { nl: 'Fijne vis (tannine smaakt metalig)', en: 'Delicate fish (tannin turns metallic)' },
                },
                { name: 'fried', type: 'checkbox', label: { nl: 'Gefrituurd', en: 'Fried' } },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'guide',
              type: 'text',
              label: { nl: 'Wijnwijzer-artikel (slug)', en: 'Guide article (slug)' },
              validate: guideProblem,
              admin: {
                description: { nl: 'Bijv. "witte-wijn-bij-vis"; Waine linkt ernaar.', en: 'E.g. "witte-wijn-bij-vis"; Waine links to it.' },
              },
            },
            {
              name: 'family',
              type: 'text',
              label: { nl: 'Familie', en: 'Family' },
              admin: { description: { nl: 'Bijv. "vis" of "kaas".', en: 'E.g. "vis" or "kaas".' } },
            },
            {
              name: 'generic',
              type: 'checkbox',
              label: {
                nl: 'Algemeen (wijkt voor een specifiek gerecht van de familie)',
                en: 'Generic (gives way to a specific dish of its family)',
              },
            },
          ],
        },
      ],
    },
  ],
}
