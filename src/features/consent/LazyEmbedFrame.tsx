'use client'
import { whenIdleIsland } from '../../lib/island'

/** The frame's code loads on idle (at the latest after 2 s): no page needs it for its first paint. */
export const LazyEmbedFrame = whenIdleIsland(() => import('./EmbedFrame').then((m) => m.EmbedFrame))
