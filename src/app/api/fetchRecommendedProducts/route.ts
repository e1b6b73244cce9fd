import { fetchRecommendedProducts } from '@/features/catalog/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = fetchRecommendedProducts
