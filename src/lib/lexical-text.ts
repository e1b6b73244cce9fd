/** Plain text out of a Lexical rich-text document (Payload's richText), one block per line. Pure. */
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

const isEditorState = (doc: unknown): doc is SerializedEditorState =>
  Boolean(doc && typeof doc === 'object' && 'root' in doc && Array.isArray((doc as { root?: { children?: unknown } }).root?.children))

/** Payload's converter; a line break inside a paragraph stays in its sentence (Waine quotes sentences). */
export function lexicalToText(doc: unknown): string {
  if (!isEditorState(doc)) return ''
  return convertLexicalToPlaintext({ data: doc, converters: { linebreak: ' ' } })
    .split(/\n+/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}
