/**
 * What Waine says before, or instead of, wine advice: an attempt to change its rules, "are you an
 * AI", a greeting, thanks, a discount, delivery and returns, a task that is not its own, another
 * drink, and how many bottles for so many guests. Each either answers the turn or becomes a line
 * that opens the answer. Pure.
 */
import { guideLine, TEXTS } from './compose'
import { guestsBefore } from './conversation'
import { asksExplicitly, hasWineSignal } from './intent'
import { OCCASIONS } from './pairings'
import { quantityText } from './policy/texts'
import { bottlesFor, guestsAsked } from './quantity'
import { replyOf, type SommelierReply, type Turn } from './reply'

export type ShopTalk = { reply: SommelierReply } | { preface: string[] }

export function shopTalk(turn: Turn): ShopTalk {
  const { current, lang, shop } = turn
  const reply = (kind: SommelierReply['kind'], text: string, extra?: Partial<SommelierReply>) => ({
    reply: replyOf(turn, kind, text, extra),
  })
  // A real wine question is anything beyond bare words like "wijn" (which injections use too).
  const substantive = hasWineSignal({ ...current, wineWords: false }) || (current.wineWords && current.recommendCue)
  const preface: string[] = []
  if (current.flags.injection) {
    if (!substantive) return reply('injection', `${TEXTS.injection[lang]()} ${TEXTS.injectionOffer[lang]()}`)
    preface.push(TEXTS.injection[lang]())
  }
  if (current.flags.asksAi) {
    if (!substantive) return reply('ai', TEXTS.ai[lang](shop))
    preface.push(TEXTS.ai[lang](shop))
  }
  if (current.flags.greeting) return reply('greeting', TEXTS.greeting[lang](shop))
  if (current.flags.thanks && !substantive) return reply('thanks', (current.flags.farewell ? TEXTS.farewell : TEXTS.thanks)[lang]())
  if (current.flags.discount) {
    if (!substantive || (!hasWineSignal({ ...current, wineWords: false, priceLevel: null, relative: null }) && !current.recommendCue)) {
      return reply('discount', `${TEXTS.discount[lang]()} ${TEXTS.discountOffer[lang]()}`)
    }
    preface.push(TEXTS.discount[lang]())
  }
  // Delivery, returns, payment: not Waine's to answer, and never to invent; a wine asked for as well
  // is still answered.
  // "hebben jullie ook een winkel?" asks explicitly, but for no wine.
  const asksForWine =
    current.colors.length || current.grapes.length || current.dishes.length || (asksExplicitly(turn.plain) && current.wineWords)
  if (current.flags.service) {
    if (!asksForWine) return reply('service', `${TEXTS.service[lang]()} ${TEXTS.injectionOffer[lang]()}`)
    preface.push(TEXTS.service[lang]())
  }
  // "Help me write a birthday card": a task that is not ours, even with an occasion in it.
  if (current.flags.task && !asksForWine && !current.knowledge) return reply('off-topic', TEXTS.offTopic[lang]())
  if (current.flags.otherDrink) {
    preface.push(TEXTS.otherDrink[lang](current.flags.otherDrink))
    if (!current.dishes.length && !hasWineSignal({ ...current, wineWords: false })) {
      return reply('other-drink', `${preface.join(' ')} ${TEXTS.injectionOffer[lang]()}`)
    }
  }
  // "Hoeveel flessen voor 25 gasten?": the rule of thumb first; wines as well when a wine is asked for.
  const guests = guestsAsked(turn.question) ?? guestsBefore(turn.messages, turn.question)
  if (guests !== null) {
    const line = quantityText(lang, { guests, bottles: bottlesFor(guests) })
    // "how many bottles do I need?" is no request for a wine: only a named wish or an explicit ask is.
    if (!asksForWine) {
      const party = turn.articles.find((a) => a.slug === OCCASIONS.feest?.guide)
      return reply('knowledge', party ? `${line}\n\n${guideLine(party, lang, turn.seed)}` : line, { guides: party ? [party] : [] })
    }
    preface.push(line)
  }
  return { preface }
}
