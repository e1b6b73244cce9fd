import { stripeWebhook } from '@/features/checkout/api'

export const POST = stripeWebhook
