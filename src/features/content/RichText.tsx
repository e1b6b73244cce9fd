import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type {
  DefaultNodeTypes,
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedTextNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from 'lexical'
import type { Locale } from '../../i18n/routing'
import { internalDocHref, localizeHref } from './links'
import { ContentImage } from './ContentImage'
import { cmsImage } from '../../lib/cms-image'
import { EmbedBlock } from '../consent/EmbedBlock'
import './prose.css'

type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: string | null
  doc?: { relationTo?: unknown; value?: unknown } | null
}

function hrefOf(fields: LinkFields | undefined, locale: Locale): string {
  if (fields?.linkType === 'internal') return internalDocHref(fields.doc, locale)
  return localizeHref(fields?.url, locale)
}

/** Lexical's text format bits (`lexical` IS_BOLD, IS_CODE). */
const IS_BOLD = 1
const IS_CODE = 1 << 4

type ParentChain = { type?: string; parent?: ParentChain } | undefined
const insideLink = (parent: ParentChain): boolean => {
  for (let p = parent, depth = 0; p && depth < 60; p = p.parent, depth++) if (p.type === 'link' || p.type === 'autolink') return true
  return false
}

/**
 * CMS rich text as plain server-rendered HTML (no client JS). Links are ordinary `<a href>`:
 * site-relative ones get the locale prefix, document links point at the storefront page.
 * `boldLink` may turn a bold text into a link (an article's wine names → product pages); bold text
 * already inside a link, or also marked as code, is left as it is.
 */
export function RichText({
  data,
  locale,
  className,
  boldLink,
}: {
  data: unknown
  locale: Locale
  className?: string
  /** The href for a bold text, or null to leave it plain bold. */
  boldLink?: (text: string) => string | null
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
    ...defaultConverters,
    text: (args) => {
      const plain = typeof defaultConverters.text === 'function' ? defaultConverters.text(args) : (args.node as SerializedTextNode).text
      const node = args.node as SerializedTextNode
      if (!boldLink || !(node.format & IS_BOLD) || node.format & IS_CODE || insideLink(args.parent as ParentChain)) return plain
      const href = boldLink(node.text)
      return href ? <a href={href}>{plain}</a> : plain
    },
    link: ({ node, nodesToJSX }) => {
      const fields = (node as SerializedLinkNode).fields as LinkFields
      const external = /^https?:\/\//i.test(fields?.url ?? '') && fields?.linkType !== 'internal'
      return (
        <a
          href={hrefOf(fields, locale)}
          {...(fields?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : external ? { rel: 'noopener' } : {})}
        >
          {nodesToJSX({ nodes: node.children })}
        </a>
      )
    },
    autolink: ({ node, nodesToJSX }) => (
      <a href={localizeHref((node as SerializedAutoLinkNode).fields?.url, locale)} rel="noopener">
        {nodesToJSX({ nodes: node.children })}
      </a>
    ),
    blocks: {
      // A video from another site: a placeholder until the visitor allows functional cookies.
      embed: ({ node }: { node: { fields?: { url?: unknown; title?: unknown } } }) => (
        <EmbedBlock url={node.fields?.url} title={node.fields?.title} locale={locale} />
      ),
    },
    upload: ({ node }) => {
      const value = (node as SerializedUploadNode).value
      const image = cmsImage(value)
      return image ? <ContentImage image={image} preset="content-inline" /> : null
    },
  })
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={className ? `prose-kk ${className}` : 'prose-kk'}
    />
  )
}
