/**
 * `npm run eval:sommelier`: asks Waine's embedded engine the eval questions against the demo
 * catalog (src/cms/seed/wines.ts) and the wijnwijzer texts (src/cms/seed/content), and prints the
 * pass rate, links to wines that do not exist or are sold out, wrong prices and p50/p95 latency.
 * Exit code 1 when the pass rate is under 90% or any link or price is wrong.
 * Flags: --verbose (print every failing answer), --only=<id>.
 */
import { performance } from 'node:perf_hooks'
import { askWaine, type ChatMessage, type SommelierReply } from '../src/features/sommelier/engine'
import { EVAL_CASES } from '../src/features/sommelier/eval/questions'
import { judge, percentile, type Verdict } from '../src/features/sommelier/eval/judge'
import { loadEvalSources } from '../src/features/sommelier/eval/sources'

const GREETING: ChatMessage = { role: 'assistant', text: 'Hallo! Hoe kan ik je helpen?' }
const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length)

async function main() {
  const { products, articles, origin } = await loadEvalSources()
  const inStock = products.filter((p) => p.stock > 0).length
  console.log(`Catalog: ${products.length} wines (${inStock} in stock), ${articles.length} guide articles — ${origin}`)

  // The guide index is built once per process, as in the server; build it before timing.
  askWaine({ question: 'hoe bewaar ik wijn?', products, articles })

  const latencies: number[] = []
  const verdicts: Verdict[] = []
  const ask = (question: string, conversation: ChatMessage[]): SommelierReply => {
    const started = performance.now()
    const reply = askWaine({ question, conversation: conversation.slice(-5), products, articles })
    latencies.push(performance.now() - started)
    return reply
  }

  for (const c of EVAL_CASES.filter((x) => !only || x.id === only)) {
    const conversation: ChatMessage[] = [GREETING]
    let previousAnswer = ''
    for (const q of c.before ?? []) {
      const earlier = ask(q, conversation)
      conversation.push({ role: 'user', text: q }, { role: 'assistant', text: earlier.answer })
      previousAnswer = earlier.answer
    }
    const reply = ask(c.question, conversation)
    const verdict = judge(c, reply, products, articles, previousAnswer)
    verdicts.push(verdict)
    const mark = verdict.pass ? 'PASS' : 'FAIL'
    console.log(`${mark}  ${c.id.padEnd(22)} ${reply.kind.padEnd(10)} ${c.question}`)
    if (!verdict.pass) {
      for (const f of verdict.failures) console.log(`        - ${f}`)
      if (verbose) console.log(reply.answer.replace(/^/gm, '        | '))
    }
  }

  const passed = verdicts.filter((v) => v.pass).length
  const broken = verdicts.reduce((n, v) => n + v.brokenLinks, 0)
  const wrongPrices = verdicts.reduce((n, v) => n + v.wrongPrices, 0)
  const rate = verdicts.length ? (100 * passed) / verdicts.length : 0
  console.log('')
  console.log(`Pass rate:                 ${passed}/${verdicts.length} (${rate.toFixed(1)}%)`)
  console.log(`Links to missing/sold-out: ${broken}`)
  console.log(`Wrong prices:              ${wrongPrices}`)
  console.log(`Latency p50 / p95:         ${percentile(latencies, 50).toFixed(2)} ms / ${percentile(latencies, 95).toFixed(2)} ms (${latencies.length} answers)`)
  const ok = rate >= 90 && broken === 0 && wrongPrices === 0
  if (percentile(latencies, 95) >= 50) console.log('Warning: p95 latency is above the 50 ms target.')
  console.log(`${passed} passed, ${verdicts.length - passed} failed`)
  process.exitCode = ok || only ? 0 : 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
