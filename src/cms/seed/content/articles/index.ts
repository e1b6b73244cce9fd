import type { ArticleSeed } from '../types'
import { rodeWijnBewaren } from './rode-wijn-bewaren'
import { wijnBijKaas } from './wijn-bij-kaas'
import { witteWijnBijVis } from './witte-wijn-bij-vis'

export const ARTICLES: readonly ArticleSeed[] = [witteWijnBijVis, rodeWijnBewaren, wijnBijKaas]
