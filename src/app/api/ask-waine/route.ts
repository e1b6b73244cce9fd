import { askWaineEndpoint } from '@/features/sommelier/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = askWaineEndpoint
