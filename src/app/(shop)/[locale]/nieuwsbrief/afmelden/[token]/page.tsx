import { LINK_PAGE_METADATA, NewsletterLinkPage } from '@/features/newsletter/LinkPage'

export const metadata = LINK_PAGE_METADATA

type Props = { params: Promise<{ locale: string; token: string }> }

export default function NewsletterUnsubscribePage({ params }: Props) {
  return <NewsletterLinkPage params={params} kind="unsubscribe" />
}
