import { fetchProduct } from '@/features/catalog/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = fetchProduct
