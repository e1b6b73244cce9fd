import { siteUrl } from '../../lib/seo'
import { breadcrumbJsonLd, type Crumb } from './breadcrumbs'
import { JsonLd } from './JsonLd'

/** The trail above a page, with its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className="text-sm text-ink/70">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1
            return (
              <li key={c.href} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="text-ink">
                    {c.name}
                  </span>
                ) : (
                  <>
                    <a href={c.href} className="underline-offset-2 hover:text-wine-700 hover:underline">
                      {c.name}
                    </a>
                    <span aria-hidden="true">›</span>
                  </>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl())} />
    </>
  )
}
