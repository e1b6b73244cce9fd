/**
 * Trains the responsible-drinking classifier (docs/responsible-drinking.md): multinomial logistic
 * regression over the features of classifier-features.ts, by full-batch gradient descent with L2,
 * from labelled questions. Deterministic: the same items give the same model, byte for byte.
 * Only scripts/train-policy-classifier.ts and the tests call it; the shop only reads its output.
 */
import { featuresOf, type FeatureOptions } from './classifier-features'

export type LabelledQuestion = {
  category: string
  question: string
  conversation: { role: 'assistant' | 'user'; text: string }[]
}

export type TrainOptions = FeatureOptions & {
  /** A feature is kept when at least this many training questions have it. */
  minCount: number
  epochs: number
  learningRate: number
  l2: number
}

/** The development policy sets it is trained on (tests/sommelier/questions/<name>-policy.json); never a held-back one. */
export const DEV_SETS = [
  'dev',
  'dev2',
  'dev3',
  'dev4',
  'dev5',
  'dev6',
  'dev7',
  'dev8',
  'dev9',
  'dev10',
  'dev11',
  'dev12',
  'dev13',
  'dev14',
  'dev15',
  'dev16',
  'dev17',
  'dev18',
  'dev19',
  'dev20',
  'dev21',
  'dev22',
  'dev23',
  'dev24',
  'dev25',
  'dev26',
  'dev27',
  'dev28',
  'dev29',
  'dev30',
  'dev31',
  'dev32',
  'dev33',
  'dev34',
  'dev35',
  'dev36',
  'dev37',
  'dev38',
  'dev39',
  'dev40',
  'dev41',
  'dev42',
  'dev43',
  'dev44',
  'dev45',
  'dev46',
  'dev47',
  'dev48',
  'dev49',
  'dev50',
  'dev51',
  'dev52',
  'dev53',
  'dev54',
  'dev55',
  'dev56',
  'dev57',
  'dev58',
  'dev59',
  'dev60',
  'dev61',
  'dev62',
  'dev63',
  'dev64',
  'dev65',
  'dev66',
  'dev67',
] as const
/**
 * Labelled questions written only to train on (tests/sommelier/training/<name>.json), each file by
 * someone who read no rule, no question set and no other file: the sets the cross-validation holds
 * out, since the rules were never tuned on them. train-* mix every category; normal-* hold ordinary
 * shop questions only (without them the model read "wat drinken we bij de bbq zaterdag?" as risky).
 */
export const TRAINING_SETS = ['train-a', 'train-b', 'train-c', 'train-d', 'normal-e', 'normal-f', 'train-g', 'train-h'] as const
/**
 * The development general sets (tests/sommelier/questions/<name>-general.json), every one of their
 * questions a normal one: without them the model knew too few ordinary shop questions and read
 * "what kind of glass for red wine?" as risky.
 */
export const GENERAL_SETS = ['dev', 'dev2', 'dev3', 'dev4', 'dev5'] as const

/** The features and training chosen by leave-one-set-out cross-validation (scripts/train-policy-classifier.ts --cv). */
export const TRAIN_OPTIONS: TrainOptions = {
  bigrams: true,
  chars: [3, 4],
  separateEarlier: false,
  minCount: 3,
  epochs: 1200,
  learningRate: 10,
  l2: 5e-5,
}

export const CLASSES = ['normal', 'minor', 'pregnancy', 'driving', 'medication', 'excess', 'cope', 'health'] as const

/** Weights are stored as integers of 1/SCALE, and dropped when every class's is under PRUNE. */
const SCALE = 100
const PRUNE = 0.05

export type ClassifierModel = {
  $comment: string
  options: FeatureOptions
  classes: string[]
  scale: number
  bias: number[]
  weights: Record<string, number[]>
}

const userTexts = (item: LabelledQuestion) => item.conversation.filter((m) => m.role === 'user').map((m) => m.text)

export function trainClassifier(items: readonly LabelledQuestion[], options: TrainOptions): ClassifierModel {
  const featureOptions: FeatureOptions = { bigrams: options.bigrams, chars: options.chars, separateEarlier: options.separateEarlier }
  const raw = items.map((item) => featuresOf(item.question, userTexts(item), featureOptions))
  const counts = new Map<string, number>()
  for (const fs of raw) for (const f of fs) counts.set(f, (counts.get(f) ?? 0) + 1)
  const names = [...counts.keys()].filter((f) => counts.get(f)! >= options.minCount).sort()
  const index = new Map(names.map((f, i) => [f, i]))
  const xs = raw.map((fs) => fs.map((f) => index.get(f)).filter((i): i is number => i !== undefined))
  const ys = items.map((item) => {
    const y = (CLASSES as readonly string[]).indexOf(item.category)
    if (y < 0) throw new Error(`unknown category ${item.category}`)
    return y
  })
  const K = CLASSES.length
  const W = new Float64Array(names.length * K)
  const b = new Float64Array(K)
  const gW = new Float64Array(names.length * K)
  const gb = new Float64Array(K)
  const p = new Float64Array(K)
  const n = items.length
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    gW.fill(0)
    gb.fill(0)
    xs.forEach((x, i) => {
      // Every feature of the question counts for its length, also one too rare to keep: the shop reads it alike.
      const v = raw[i]!.length ? 1 / Math.sqrt(raw[i]!.length) : 0
      scores(W, b, x, v, p)
      p[ys[i]!] -= 1
      for (let k = 0; k < K; k++) gb[k] += p[k]!
      for (const f of x) for (let k = 0; k < K; k++) gW[f * K + k] += p[k]! * v
    })
    const lr = options.learningRate
    for (let j = 0; j < W.length; j++) W[j] -= lr * (gW[j]! / n + options.l2 * W[j]!)
    for (let k = 0; k < K; k++) b[k] -= lr * (gb[k]! / n)
  }
  const weights: Record<string, number[]> = {}
  names.forEach((f, j) => {
    const w = Array.from(W.subarray(j * K, j * K + K))
    if (w.some((x) => Math.abs(x) >= PRUNE)) weights[f] = w.map((x) => Math.round(x * SCALE))
  })
  return {
    $comment:
      'Written by scripts/train-policy-classifier.ts from the development policy sets; do not edit by hand (docs/responsible-drinking.md).',
    options: featureOptions,
    classes: [...CLASSES],
    scale: SCALE,
    bias: Array.from(b, (x) => Math.round(x * SCALE)),
    weights,
  }
}

/** Softmax of the class scores of feature indices x (each of value v) into p. */
function scores(W: Float64Array, b: Float64Array, x: number[], v: number, p: Float64Array): void {
  const K = b.length
  for (let k = 0; k < K; k++) p[k] = b[k]!
  for (const f of x) for (let k = 0; k < K; k++) p[k] += W[f * K + k]! * v
  let max = -Infinity
  for (let k = 0; k < K; k++) max = Math.max(max, p[k]!)
  let sum = 0
  for (let k = 0; k < K; k++) {
    p[k] = Math.exp(p[k]! - max)
    sum += p[k]!
  }
  for (let k = 0; k < K; k++) p[k] /= sum
}
