import { fetchAllProducts } from '@/features/catalog/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = fetchAllProducts
