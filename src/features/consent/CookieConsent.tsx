import type { ConsentConfig } from './config'
import type { ConsentState } from './rules'
import { ConsentBanner, ConsentSettingsButton } from './ConsentBanner'
import { ConsentRoot } from './ConsentRoot'

/** Banner and settings button are rendered here, on the server; ConsentRoot shows one and handles clicks. */
export function CookieConsent({ config, initial }: { config: ConsentConfig; initial: ConsentState }) {
  return (
    <ConsentRoot
      config={config}
      initial={initial}
      banner={<ConsentBanner texts={config.texts} position={config.position} />}
      settingsButton={<ConsentSettingsButton label={config.texts.settingsTitle} />}
    />
  )
}
