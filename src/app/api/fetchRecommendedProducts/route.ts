import { fetchRecommendedProducts } from '@/lib/api/catalog'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = fetchRecommendedProducts
