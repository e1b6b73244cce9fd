import { ContentImage } from '../content'
import type { ArticleSummary } from './article'

/** A guide article as a card: image, title (the link), summary and reading time. */
export function ArticleCard({
  article,
  href,
  readingTime,
  headingLevel = 3,
  priority = false,
}: {
  article: ArticleSummary
  href: string
  readingTime: string
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-cork-300 bg-white shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-wine-500 has-[:focus-visible]:ring-offset-2">
      <div className="aspect-[16/9] overflow-hidden bg-linear-to-br from-wine-100 via-cork-100 to-cork-300">
        {article.image && (
          <ContentImage
            image={article.image}
            alt=""
            preset="article-card"
            priority={priority}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-lg font-semibold leading-snug text-wine-900">
          {/* The title link covers the whole card, so the card is one link for screen readers and one tap target. */}
          <a
            href={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {article.title}
          </a>
        </Heading>
        <p className="mt-2 line-clamp-3 text-ink/80">{article.summary}</p>
        <p className="mt-auto pt-4 text-sm text-ink/70">{readingTime}</p>
      </div>
    </article>
  )
}
