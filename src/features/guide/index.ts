export { GUIDE_SLUGS, ARTICLE_CATEGORIES, type ArticleCategory } from './slugs'
export {
  type ArticleSummary,
  type GuideImage,
  groupByCategory,
  searchArticles,
  searchQueryFrom,
  relatedArticles,
  normalizeSearch,
  readingMinutesOf,
} from './article'
export { articleJsonLd } from './jsonld'
export { getArticleSummaries, getArticle, getWineNames, type ArticleDetail } from './queries'
export { wineLinkIndex, wineNameKey, type WineLinkIndex, type WineNames } from './wine-links'
export { ArticleCard } from './ArticleCard'
export { WineList } from './WineList'
export { GuideIndex } from './GuideIndex'
