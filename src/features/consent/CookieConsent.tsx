import type { ConsentConfig } from './config'
import { ConsentBanner, ConsentSettingsButton } from './ConsentBanner'
import { ConsentRoot } from './ConsentRoot'

/** Banner and settings button are rendered here, on the server; CSS shows one (see ConsentRoot), ConsentRoot handles clicks. */
export function CookieConsent({ config }: { config: ConsentConfig }) {
  return (
    <ConsentRoot
      config={config}
      banner={<ConsentBanner texts={config.texts} position={config.position} />}
      settingsButton={<ConsentSettingsButton label={config.texts.settingsTitle} />}
    />
  )
}
