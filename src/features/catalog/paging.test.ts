import { describe, expect, it } from 'vitest'
import { pageWindow } from './paging'

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('fills a gap of one page instead of showing an ellipsis', () => {
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('puts gaps around the current page in a long list', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
    expect(pageWindow(6, 10)).toEqual([1, null, 5, 6, 7, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })
})
