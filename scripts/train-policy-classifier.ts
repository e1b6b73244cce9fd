/**
 * `npx tsx scripts/train-policy-classifier.ts`: trains Waine's responsible-drinking classifier
 * (docs/responsible-drinking.md) on the development policy sets, the development general sets (all
 * normal) and the training sets (tests/sommelier/training/), and writes
 * src/features/sommelier/policy/classifier-model.json. Deterministic.
 * `--cv`: cross-validation instead, writes nothing. Every set is held out in turn (the rules were
 * tuned on the dev policy sets, never on the training sets): the rules and caution words alone on it,
 * what that fold's classifier adds at each threshold (risky questions caught, normal ones asked
 * back), and the caution words it takes back under each clearing bound (CLEAR_BELOW is one).
 * `--cv --folds=8`: eight folds of every eighth set instead, for a run of about a quarter of an hour here.
 * Reads no held-back set.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { CLEAR_BELOW, classifierOf } from '../src/features/sommelier/policy/classifier'
import {
  DEV_SETS,
  GENERAL_SETS,
  TRAIN_OPTIONS,
  TRAINING_SETS,
  trainClassifier,
  type LabelledQuestion,
} from '../src/features/sommelier/policy/classifier-train'
import { cautionFor, policyRuleFor } from '../src/features/sommelier/policy/policy'

type Item = LabelledQuestion & { id: string }
const MODEL = 'src/features/sommelier/policy/classifier-model.json'

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Item[]

/** Every labelled set by name: the dev policy sets, the general ones as "general-<name>" (every question normal), the training sets. */
export function readDevSets(): Record<string, Item[]> {
  return Object.fromEntries([
    ...DEV_SETS.map((name) => [name, read(`tests/sommelier/questions/${name}-policy.json`)] as const),
    ...GENERAL_SETS.map(
      (name) =>
        [`general-${name}`, read(`tests/sommelier/questions/${name}-general.json`).map((i) => ({ ...i, category: 'normal' }))] as const,
    ),
    ...TRAINING_SETS.map((name) => [name, read(`tests/sommelier/training/${name}.json`)] as const),
  ])
}

/** Every training question, in a fixed order. */
export const allItems = (sets: Record<string, Item[]>) => Object.keys(sets).flatMap((s) => sets[s]!)

export const modelJson = (items: LabelledQuestion[]) => `${JSON.stringify(trainClassifier(items, TRAIN_OPTIONS))}\n`

const userTexts = (item: Item) => item.conversation.filter((m) => m.role === 'user').map((m) => m.text)

/** Whether a rule keeps wine from this question, or else only a caution word does (before any classifier). */
function heldBy(item: Item): 'rule' | 'caution' | null {
  if (policyRuleFor(item.question, item.conversation)) return 'rule'
  const caution = cautionFor(item.question) !== null || userTexts(item).some((t) => cautionFor(t, 'conversation') !== null)
  return caution ? 'caution' : null
}

/**
 * The sets held out together in each fold: every set alone, or with `folds`, that many groups of
 * every folds-th set (a training per fold: 8 folds take about a tenth of the time of one per set).
 */
function foldsOf(names: string[], folds?: number): string[][] {
  if (!folds) return names.map((name) => [name])
  return Array.from({ length: folds }, (_, k) => names.filter((_, i) => i % folds === k))
}

function crossValidate(sets: Record<string, Item[]>, folds?: number): void {
  const thresholds = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.94]
  const total = thresholds.map(() => ({ caught: 0, over: 0 }))
  let risky = 0
  let normal = 0
  let missed = 0
  let flagged = 0
  // Caution words the classifier takes back (probability under each clearing bound): normal questions cleared, risky ones let through.
  const bounds = [0.05, 0.1, 0.15, 0.2]
  const cleared = bounds.map(() => ({ normal: 0, risky: 0 }))
  console.log('held out       risky  normal  rules+caution: missed, normal held | classifier adds at ' + thresholds.join(' / '))
  // Every set is held out in turn: the training sets, the general dev sets (ordinary shop questions,
  // where a question back costs most) and the dev policy sets (the rules were tuned on those, the
  // classifier's held-out reading of them was not). With --folds, a group of sets is held out at a time.
  for (const heldOut of foldsOf(Object.keys(sets), folds)) {
    const train = Object.keys(sets)
      .filter((s) => !heldOut.includes(s))
      .flatMap((s) => sets[s]!)
    const classify = classifierOf(trainClassifier(train, TRAIN_OPTIONS))
    const adds = thresholds.map(() => ({ caught: 0, over: 0 }))
    let foldMissed = 0
    let foldFlagged = 0
    const items = heldOut.flatMap((s) => sets[s]!)
    const fold = heldOut.length === 1 ? heldOut[0]! : `${heldOut[0]} +${heldOut.length - 1}`
    for (const item of items) {
      const isNormal = item.category === 'normal'
      const held = heldBy(item)
      if (isNormal && held) foldFlagged++
      if (!isNormal && !held) foldMissed++
      const { probability } = classify(item.question, userTexts(item))
      bounds.forEach((b, i) => {
        if (held === 'caution' && probability < b) cleared[i]![isNormal ? 'normal' : 'risky']++
      })
      if (held) continue
      thresholds.forEach((t, i) => {
        if (probability < t) return
        if (isNormal) adds[i]!.over++
        else adds[i]!.caught++
      })
    }
    const foldRisky = items.filter((i) => i.category !== 'normal').length
    risky += foldRisky
    normal += items.length - foldRisky
    missed += foldMissed
    flagged += foldFlagged
    adds.forEach((f, i) => {
      total[i]!.caught += f.caught
      total[i]!.over += f.over
    })
    console.log(
      `${fold.padEnd(14)} ${String(foldRisky).padStart(5)} ${String(items.length - foldRisky).padStart(7)}  ${String(foldMissed).padStart(6)}, ${String(foldFlagged).padStart(4)}            | ` +
        adds.map((f) => `+${f.caught}/-${f.over}`).join('  '),
    )
  }
  console.log(
    `all        ${String(risky).padStart(5)} ${String(normal).padStart(7)}  ${String(missed).padStart(6)}, ${String(flagged).padStart(4)}`,
  )
  bounds.forEach((b, i) =>
    console.log(
      `  under ${b}${b === CLEAR_BELOW ? ' (in use)' : ''}: the classifier takes back the caution word of ${cleared[i]!.normal} normal questions, and of ${cleared[i]!.risky} risky ones`,
    ),
  )
  thresholds.forEach((t, i) =>
    console.log(
      `  t=${t.toFixed(2)}: of ${missed} risky questions the rules and caution words miss, the classifier catches ${total[i]!.caught}; it asks back ${total[i]!.over} more normal questions`,
    ),
  )
}

const isMain = process.argv[1]?.endsWith('train-policy-classifier.ts')
if (isMain) {
  const sets = readDevSets()
  const folds = Number(process.argv.find((a) => a.startsWith('--folds='))?.slice('--folds='.length)) || undefined
  if (process.argv.includes('--cv')) crossValidate(sets, folds)
  else {
    writeFileSync(MODEL, modelJson(allItems(sets)))
    console.log(`${MODEL}: ${readFileSync(MODEL).length} bytes`)
  }
}
