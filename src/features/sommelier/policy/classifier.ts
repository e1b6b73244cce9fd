/**
 * The responsible-drinking policy's trained reader (docs/responsible-drinking.md): a small
 * logistic-regression classifier of risky intents, trained on the development and training sets by
 * scripts/train-policy-classifier.ts into classifier-model.json. It never refuses by itself: it
 * makes Waine ask before advising where the rules see nothing, and takes back a caution word in a
 * clearly normal question. No external model, no I/O: a few hundred weight lookups per question. Pure.
 */
import { z } from 'zod'
import { featuresOf } from './classifier-features'
import modelData from './classifier-model.json'
import type { PolicyRule } from './policy'

const RISKY = ['minor', 'pregnancy', 'driving', 'medication', 'excess', 'cope', 'health'] as const

const Model = z.object({
  options: z.object({ bigrams: z.boolean(), chars: z.array(z.number().int().positive()), separateEarlier: z.boolean() }),
  classes: z.array(z.enum(['normal', ...RISKY])).length(8),
  scale: z.number().positive(),
  bias: z.array(z.number()).length(8),
  weights: z.record(z.string(), z.array(z.number()).length(8)),
})
export type ClassifierModelShape = z.infer<typeof Model>

export type RiskReading = {
  /** The most likely risky category. */
  category: PolicyRule
  /** How likely the conversation is risky at all: 1 − P(normal). */
  probability: number
}

/** A classifier over a model (checked against its shape first). */
export function classifierOf(data: unknown): (question: string, earlierUserTexts?: readonly string[]) => RiskReading {
  const model = Model.parse(data)
  const K = model.classes.length
  const normal = model.classes.indexOf('normal')
  return (question, earlierUserTexts = []) => {
    const features = featuresOf(question, earlierUserTexts, model.options)
    const s = new Array<number>(K).fill(0)
    for (const f of features) {
      const w = model.weights[f]
      if (w) for (let k = 0; k < K; k++) s[k]! += w[k]!
    }
    // The training scaled each question's features to unit length; weights are integers of 1/scale.
    const v = features.length ? 1 / Math.sqrt(features.length) : 0
    const z = s.map((x, k) => (model.bias[k]! + x * v) / model.scale)
    const max = Math.max(...z)
    const e = z.map((x) => Math.exp(x - max))
    const sum = e.reduce((a, x) => a + x, 0)
    let best = -1
    e.forEach((x, k) => {
      if (k !== normal && (best < 0 || x > e[best]!)) best = k
    })
    return { category: model.classes[best] as PolicyRule, probability: 1 - e[normal]! / sum }
  }
}

/**
 * From this probability of risk on, Waine asks before it advises (engine.ts, a 'check' reply), as it
 * does for a caution word. Chosen by cross-validation with every labelled set held out in turn
 * (scripts/train-policy-classifier.ts --cv; 26 November, after dev20): at 0.7 it catches 73 of the 131
 * risky questions the rules and caution words miss, for 54 of 3,769 normal questions asked back (at
 * 0.6: 86 for 113; at 0.8: 56 for 25; at 0.9: 27 for 6).
 */
export const RISK_THRESHOLD = 0.7

/**
 * Below this probability of risk a caution word is taken for what it is in a normal question ("a
 * nice bottle for my GP", "mijn apotheker"): in the same cross-validation it clears 26 of the normal
 * questions only a caution word held, and none of the risky ones (at 0.05: 17 and none; at 0.15: 40
 * and 1; at 0.2: 43 and 1). The rules themselves are never overruled.
 */
export const CLEAR_BELOW = 0.1
/**
 * A question shorter than this gives the model too little to call it clearly normal ("a fun rosé for
 * homecoming"): its caution word stands. Every normal question the bound above cleared in that
 * cross-validation had at least 8 words.
 */
export const CLEAR_MIN_WORDS = 6

/** The risk the trained model reads in a question with what the shopper said before it. */
export const classifyRisk = classifierOf(modelData)
