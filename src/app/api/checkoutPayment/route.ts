import { checkoutPaymentEndpoint } from '@/features/checkout/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = checkoutPaymentEndpoint
