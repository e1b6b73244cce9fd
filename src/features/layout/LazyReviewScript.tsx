'use client'
import { whenIdleIsland } from '../../lib/island'

/** The review script is added on idle (at the latest after 2 s): its code is not part of the first load either. */
export const LazyReviewScript = whenIdleIsland(() => import('./ReviewScript').then((m) => m.ReviewScript))
