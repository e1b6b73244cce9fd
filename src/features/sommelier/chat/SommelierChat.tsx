'use client'
import { whenIdleIsland } from '../../../lib/island'

/**
 * Waine on every page, mounted on idle so that it costs the first paint nothing: the widget's code
 * (and its markdown renderer and sanitiser) loads only then.
 */
export const SommelierChat = whenIdleIsland(() => import('./ChatWidget').then((m) => m.default))
