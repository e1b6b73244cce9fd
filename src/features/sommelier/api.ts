import 'server-only'
import { z } from 'zod'
import { parseJsonBody } from '../../lib/api/body'
import { endpoint } from '../../lib/api/endpoint'
import { localeFrom } from '../../lib/api/locale'
import { json } from '../../lib/api/response'
import { writeLimitPerMinute } from '../../lib/rate-limit'
import { getShopName } from '../layout/queries'
import { askWaine } from './engine'
import { modelConfigFrom, phraseWithModel } from './model'
import { getDishes, getSommelierSources } from './sources'
import { env } from '../../lib/env'

export const MAX_QUESTION = 1000
export const MAX_MESSAGE = 2000

export const askWaineInput = z.object({
  question: z
    .string({ error: 'verwacht de vraag als tekst' })
    .max(MAX_QUESTION, { error: `de vraag mag hooguit ${MAX_QUESTION} tekens zijn` })
    .refine((q) => q.trim().length > 0, { error: 'de vraag is leeg' }),
  conversation: z
    .array(
      z.object({
        role: z.enum(['assistant', 'user'], { error: 'verwacht "assistant" of "user"' }),
        text: z.string({ error: 'verwacht tekst' }).max(MAX_MESSAGE, { error: `een bericht mag hooguit ${MAX_MESSAGE} tekens zijn` }),
      }),
      { error: 'verwacht een lijst berichten' },
    )
    .max(50, { error: 'te veel berichten' })
    .optional()
    .default([]),
})

/** POST /api/ask-waine (api-contract.md): `{question, conversation}` → `{"answer": "<markdown>"}`. */
export const askWaineEndpoint = endpoint({
  bucket: 'api:ask-waine',
  limit: writeLimitPerMinute,
  POST: async (request) => {
    const locale = localeFrom(request)
    const { question, conversation } = await parseJsonBody(request, askWaineInput)
    // Both languages: a question in English on a Dutch page is answered from the English texts.
    const [nl, en, dishes, shopName] = await Promise.all([
      getSommelierSources('nl'),
      getSommelierSources('en'),
      getDishes(),
      getShopName(locale).catch(() => undefined),
    ])
    const { products, articles } = locale === 'en' ? en : nl
    const reply = askWaine({ question, conversation: conversation.slice(-5), products, articles, shopName, byLang: { nl, en }, dishes })

    const model = modelConfigFrom(env())
    if (!model) return json({ answer: reply.answer })
    const sources = reply.lang === 'en' ? en : nl
    const outcome = await phraseWithModel(
      reply,
      { question, products: sources.products, articles: sources.articles, allowedAmounts: reply.amounts },
      model,
    )
    if (outcome.source === 'engine' && outcome.reason !== 'skipped') {
      console.warn(`[ask-waine] model answer not used (${outcome.reason})`, outcome.problems?.map((p) => p.kind) ?? [])
    }
    return json({ answer: outcome.answer })
  },
})
