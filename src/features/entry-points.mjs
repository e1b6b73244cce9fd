/**
 * Each feature's public surface (docs/architecture.md, "Features and their surface"): what routes, the
 * CMS and other features may import from it. Always `index.ts`; besides it, only the files listed
 * here, each with the reason it cannot simply be part of `index.ts`. Anything else in a feature's
 * folder is its own business, and `npx eslint .` fails on an import of it from outside.
 *
 * The reasons come in three kinds:
 * - server: reads the database or answers requests ('server-only', Payload); kept out of index.ts so
 *   the pure rules stay importable by the Payload config, scripts and client components;
 * - client: a client component or store another client component uses, imported by its own file so
 *   the browser loads that one module and not a barrel of server code;
 * - pure for the config: loaded by `payload.config.ts` through the CMS, which must not load React.
 */
export const ENTRY_POINTS = {
  'age-gate': {},
  builds: {
    'build-id.ts': 'server: the running build id, for the layout and /api/build',
  },
  cart: {
    'store.ts': 'client: the cart store, for client components of consent and checkout',
    'CartRoot.tsx': 'client: the drawer root the shop layout mounts',
    'CartButton.tsx': 'client: the header button',
    'CartIcon.tsx': 'the header icon, shared by the button and its no-JavaScript fallback',
    'AddToCartButton.tsx': 'client: the product page button',
    'totals.ts': 'pure: shipping and totals, for checkout pricing without the cart components',
  },
  catalog: {
    'queries.ts': 'server: product reads for pages, the cart, the guide and Waine',
    'api.ts': 'server: the public JSON endpoints of api-contract.md',
    'components/index.ts': 'the catalog components for pages',
    'components/StockLabel.tsx': 'the stock label alone, for the guide’s wine list without the filter island of the barrel',
  },
  checkout: {
    'orders.ts': 'server: orders for the result pages and the release job',
    'api.ts': 'server: the checkout and Stripe webhook endpoints',
    'withdrawal.ts': 'server: registering a withdrawal from the form',
    'providers/index.ts': 'server: the payment providers (the test checkout page checks its session id)',
    'components/OrderLines.tsx': 'the order lines of the result pages',
    'components/CartAfterPayment.tsx': 'client: clears or restores the cart after payment',
    'components/PaymentPoller.tsx': 'client: polls a pending payment',
    'components/TestCheckoutForm.tsx': 'client: the test provider’s payment page',
  },
  consent: {
    'queries.ts': 'server: the consent settings for the layout',
    'analytics-configured.ts': 'server: whether analytics may load, for the CSP and the settings hook',
    'EmbedBlock.tsx': 'the consent-gated embed in rich text',
    'texts.ts': 'pure for the config: the banner’s text fields',
    'default-cookies.ts': 'pure for the config: the default cookie list',
    'embed.ts': 'pure for the config: which embed URLs are allowed',
  },
  content: {},
  forms: {},
  guide: {
    'slugs.ts': 'pure for the config: article slugs and categories',
  },
  layout: {
    'queries.ts': 'server: site settings (shop name, navigation) for pages and mails',
    'NotFoundView.tsx': 'the 404 page body',
    'PageError.tsx': 'client: the error page body, loaded lazily by error.tsx',
    'client-navigation.ts': 'pure: which links need a full page load, for the build watcher',
  },
  mail: {
    'adapter.ts': 'server: the mail adapter the Payload config installs',
    'auth-mail.ts': 'pure for the config: the password-reset mail of the Users collection',
  },
  newsletter: {
    'service.ts': 'server: the clean-up job',
    'LinkPage.tsx': 'the confirm and unsubscribe pages',
  },
  notifications: {
    'NotificationList.tsx': 'client: loaded lazily by the cart root',
  },
  pricing: {},
  sommelier: {
    'api.ts': 'server: the /api/ask-waine endpoint',
    'chat/SommelierChat.tsx': 'client: the chat the shop layout mounts',
    'PrivacySection.tsx': 'Waine’s section of the privacy page',
    'pairings.json': 'data: the pairing table, whose words the spelling check reads',
    'pairings.ts':
      'pure for the config: the dish shape and limits the Dishes collection checks, and the reviewed table its migration fills it with',
  },
  'stock-alerts': {
    'service.ts': 'server: the back-in-stock notice, loaded lazily by the Products hook',
  },
}

/** `import/no-restricted-paths` zones: outside a feature, only its surface. */
export function featureSurfaceZones(allFeatures) {
  const outsideFeatures = [
    './src/app',
    './src/cms',
    './src/lib',
    './src/i18n',
    './src/payload.config.ts',
    './src/proxy.ts',
    './src/instrumentation.ts',
  ]
  return allFeatures.map((feature) => ({
    target: [...outsideFeatures, ...allFeatures.filter((other) => other !== feature).map((other) => `./src/features/${other}`)],
    from: `./src/features/${feature}`,
    except: ['./index.ts', ...Object.keys(ENTRY_POINTS[feature] ?? {}).map((file) => `./${file}`)],
    message: `Outside features/${feature}, import only its surface: index.ts or an entry point in src/features/entry-points.mjs (docs/architecture.md).`,
  }))
}
