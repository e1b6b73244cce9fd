/** Plain text out of a Lexical rich-text document (Payload's richText), block by block. Pure. */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'root', 'tablecell', 'tablerow'])

export function lexicalToText(doc: unknown): string {
  const blocks: string[] = []
  let line = ''
  const flush = () => {
    const t = line.replace(/\s+/g, ' ').trim()
    if (t) blocks.push(t)
    line = ''
  }
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const n = node as LexicalNode
    if (typeof n.text === 'string') line += n.text
    if (n.type === 'linebreak') line += ' '
    const isBlock = typeof n.type === 'string' && BLOCKS.has(n.type)
    if (Array.isArray(n.children)) for (const child of n.children) walk(child, depth + 1)
    if (isBlock) flush()
  }
  const root = doc && typeof doc === 'object' && 'root' in doc ? (doc as { root: unknown }).root : doc
  walk(root, 0)
  flush()
  return blocks.join('\n')
}
