import { LazyReviewScript } from './LazyReviewScript'

/**
 * The review widget block (spec §2): a container, rendered on the server, that the review service's
 * script fills. The script never holds up the first paint (see LazyReviewScript). Rendered only when
 * the CMS has the widget on.
 */
export function ReviewWidget({
  scriptUrl,
  widgetId,
  heading,
  label,
}: {
  scriptUrl: string
  widgetId: string
  heading: string
  label: string
}) {
  return (
    <section aria-label={heading || label} className="bg-cork-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {heading && <h2 className="font-serif text-2xl font-semibold text-wine-900">{heading}</h2>}
        <div id="kk-review-widget" data-widget-id={widgetId || undefined} className="mt-4 min-h-24" />
      </div>
      <LazyReviewScript scriptUrl={scriptUrl} widgetId={widgetId} />
    </section>
  )
}
