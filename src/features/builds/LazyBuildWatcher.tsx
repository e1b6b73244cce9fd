'use client'
import { whenIdleIsland } from '../../lib/island'

/** The build check has nothing to show and nothing to do in the first second: its code loads on idle. */
export const BuildWatcher = whenIdleIsland(() => import('./BuildWatcher').then((m) => m.BuildWatcher))
