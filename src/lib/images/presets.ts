/**
 * How big each kind of image is on screen, per screen width (mobile first), matched to the
 * storefront's layout. Quality 80: at 100 a bottle shot is ~3× the bytes for no visible gain, and
 * Payload's own sizes are 80 as well. Pure.
 */
import type { ImagePreset } from './types'

export const PRESETS = {
  // Grid: 2 columns on phones, 3 from sm, 4 from lg in a 72rem container; the bottle is narrower than the card.
  'product-card': { sizes: '45vw sm:30vw lg:240px', quality: 80 },
  // Product page: full width on phones, half the grid from md, 520 px from lg.
  'product-page': { sizes: '90vw md:45vw lg:520px', quality: 80 },
  // Home hero: hidden below md (a 1 px slot makes phones fetch the smallest), then 40vw, 480 px from lg.
  hero: { sizes: '1px md:40vw lg:480px', quality: 80 },
  // Guide cards: one column, two from sm, three of 22rem from lg.
  'article-card': { sizes: '100vw sm:50vw lg:352px', quality: 80 },
  // An article's opening illustration: the 56rem text column.
  'article-hero': { sizes: '100vw 896:896px', quality: 80 },
  // The small bottle beside a wine an article recommends (48 × 120 box).
  'wine-thumb': { width: 48, height: 120, quality: 80 },
  // Images inside rich text: the 42rem prose column.
  'content-inline': { sizes: '100vw md:672px', quality: 80 },
} as const satisfies Record<string, ImagePreset>

export type PresetName = keyof typeof PRESETS
