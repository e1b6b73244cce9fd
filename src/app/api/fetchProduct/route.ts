import { fetchProduct } from '@/lib/api/catalog'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = fetchProduct
