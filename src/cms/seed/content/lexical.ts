import type { SanitizedConfig } from 'payload'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'

/** Markdown to Payload's Lexical rich text, with the editor features the project's config enables. */
export async function markdownConverter(config: SanitizedConfig) {
  const editorConfig = await editorConfigFactory.default({ config })
  return (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
}
