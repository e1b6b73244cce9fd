import compile from 'icu-minify/compile'
import type { ClientMessages } from './client-context'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else flatten(value, path, out)
  }
  return out
}

/** The namespaces client components read, compiled once on the server for icu-minify's formatter. */
export function compileClientMessages(messages: Record<string, unknown>, namespaces: readonly string[]): ClientMessages {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const flat = flatten((messages[ns] ?? {}) as Tree)
      // compile() builds null-prototype objects, which React cannot hand to a client component: plain JSON.
      return [ns, Object.fromEntries(Object.entries(flat).map(([key, text]) => [key, JSON.parse(JSON.stringify(compile(text)))]))]
    }),
  )
}
