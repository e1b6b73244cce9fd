/** Small pure helpers over the markdown sources: words, reading time and links. */

/** Words a reader reads: link targets, markdown marks and numbers-only tokens left out. */
export function wordCount(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, ']').replace(/[#*_[\]>]/g, ' ')
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length
}

/** Reading time at 200 words a minute, rounded up. */
export const readingMinutes = (markdown: string): number => Math.max(1, Math.ceil(wordCount(markdown) / 200))

/** Every link target in the markdown, in order. */
export function linksIn(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!)
}
