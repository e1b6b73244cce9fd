/**
 * The features the responsible-drinking classifier reads (docs/responsible-drinking.md): word
 * unigrams and bigrams of the question and of what the shopper said earlier, and optionally
 * character n-grams inside words, over the policy's own normalisation. Shared by the classifier
 * and its training (scripts/train-policy-classifier.ts), so both read a text alike. Pure.
 */
import { normalise, tokens } from '../text'

export type FeatureOptions = {
  /** Word bigrams besides unigrams. */
  bigrams: boolean
  /** Character n-gram lengths inside words ("drink" → " dr", "dri", …), [] for none. */
  chars: number[]
  /** Earlier user turns as their own features ("e:" prefix) rather than as the question's. */
  separateEarlier: boolean
}

function featuresOfText(text: string, prefix: string, options: FeatureOptions, into: Set<string>): void {
  const words = tokens(normalise(text))
  words.forEach((w, i) => {
    into.add(`${prefix}w:${w}`)
    if (options.bigrams) into.add(`${prefix}b:${i === 0 ? '^' : words[i - 1]} ${w}`)
    if (options.chars.length && w.length > 3 && !/\d/.test(w)) {
      const padded = ` ${w} `
      for (const n of options.chars) {
        for (let k = 0; k + n <= padded.length; k++) into.add(`${prefix}c:${padded.slice(k, k + n)}`)
      }
    }
  })
}

/** The set of features of a question with what the shopper said before it. */
export function featuresOf(question: string, earlierUserTexts: readonly string[], options: FeatureOptions): string[] {
  const into = new Set<string>()
  featuresOfText(question, '', options, into)
  for (const text of earlierUserTexts) featuresOfText(text, options.separateEarlier ? 'e:' : '', options, into)
  return [...into]
}
