/**
 * Questions the wijnwijzer answers (storing, serving, learning, "is organic wine different"), in the
 * guide's own words with a link, and questions without any wish that only the guide or nobody can
 * answer. Pure.
 */
import { composeKnowledge, TEXTS } from './compose'
import { bestSentences, searchGuide, type GuideHit } from './guide-search'
import { asksExplicitly, asksToLearn, hasWineSignal, namesKnowledgeTopic, type Intent } from './intent'
import { pickWines, rankWines } from './rank'
import { replyOf, type SommelierReply, type Turn } from './reply'

/** An article answers the question when it covers most topic words, or its title carries one of them. */
export const STRONG_GUIDE = (hit: GuideHit | undefined): hit is GuideHit =>
  Boolean(hit && ((hit.coverage >= 0.5 && hit.matched >= 2) || (hit.titleHit && hit.coverage >= 0.3)))

/**
 * The article that best answers the question, shown in the language of the answer. The guide index
 * is tuned on the Dutch texts (stemmer, synonyms, English words mapped to Dutch): an English
 * question the Dutch index cannot place is looked up in the English texts too.
 */
export function findGuide(turn: Turn): GuideHit | undefined {
  const { input, question, lang, articles } = turn
  const dutchHits = searchGuide(input.byLang?.nl?.articles ?? input.articles, question)
  const dutchHit = dutchHits[0]
  const englishHit =
    lang === 'en' && input.byLang?.en && !STRONG_GUIDE(dutchHit) ? searchGuide(input.byLang.en.articles, question)[0] : undefined
  // When neither best hit answers, a runner-up that does ("moet witte wijn ook ademen?": the article on
  // white wine comes first for the colour, the one on decanting answers).
  const hit = STRONG_GUIDE(dutchHit) ? dutchHit : STRONG_GUIDE(englishHit) ? englishHit : (dutchHits.find(STRONG_GUIDE) ?? dutchHit)
  return hit && { ...hit, article: articles.find((a) => a.slug === hit.article.slug) ?? hit.article }
}

/** Whether the question asks to know something rather than for a bottle. */
function isKnowledgeQuestion(turn: Turn, top: GuideHit | undefined, followUp: boolean): boolean {
  const { current, plain } = turn
  const explicit = asksExplicitly(plain)
  // "How do I train my palate?", "leftover red for cooking?": learning, even with a dish in it.
  const learning = asksToLearn(plain) && !explicit
  // "Do I need to decant a cheap red?", "best temp to serve red?": a subject the guide answers well,
  // named without an explicit ask, is a question about wine; a passing "cheap" or "best" does not
  // make it a request for a bottle.
  const topical = (current.knowledgeStart || namesKnowledgeTopic(plain)) && STRONG_GUIDE(top) && !explicit
  // A budget makes it a shopping question: "what is a good wine under 10 euros" wants wines, not an
  // article; a price word without an amount does so only when no such subject is asked about.
  const amount = current.budget.max !== undefined || current.budget.min !== undefined
  const shopping = amount || (current.priceLevel !== null && !(namesKnowledgeTopic(plain) && topical))
  return (
    (current.knowledge || learning || topical) &&
    !shopping &&
    (learning || !current.dishes.length) &&
    !followUp &&
    (learning || topical || !((current.recommendCue || explicit) && hasWineSignal({ ...current, knowledge: false })))
  )
}

/**
 * The guide's answer, or null when the question is a wish for wine. A question about wine the guide
 * does not cover is said to be so, rather than answered with something unrelated for sale.
 */
export function guideAnswer(
  turn: Turn,
  intent: Intent,
  followUp: boolean,
  top: GuideHit | undefined,
  preface: string[],
): SommelierReply | null {
  const { current, lang, question } = turn
  const knowledge = (hit: GuideHit, wines: SommelierReply['wines']) => {
    const excerpt = bestSentences(hit.article, question)
    return replyOf(turn, 'knowledge', composeKnowledge({ lang, article: hit.article, excerpt, preface, wines }), {
      wines,
      guides: [hit.article],
      excerpt,
    })
  }
  if (isKnowledgeQuestion(turn, top, followUp)) {
    if (STRONG_GUIDE(top)) {
      const asked = asksExplicitly(turn.plain) && (current.colors.length || current.grapes.length)
      return knowledge(top, asked ? pickWines(rankWines(turn.products, intent, new Set(), turn.dishes).matches, 2, false) : [])
    }
    if (!hasWineSignal(current)) return replyOf(turn, 'off-topic', TEXTS.offTopic[lang]())
    return replyOf(turn, 'no-guide', [...preface, TEXTS.noGuide[lang]()].join('\n').trim())
  }
  if (hasWineSignal(intent)) return null
  if (STRONG_GUIDE(top) && current.wineWords) return knowledge(top, [])
  return replyOf(turn, 'off-topic', TEXTS.offTopic[lang]())
}
