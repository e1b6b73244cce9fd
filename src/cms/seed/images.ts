/**
 * Demo images drawn here as SVG (no stock photos, nothing downloaded): a bottle per wine, an
 * illustration per guide theme and a home hero. Pure string builders; the seed rasterises them
 * with sharp and stores them as Media. No text is drawn, so no system font is needed.
 */
export type BottleShape = 'bordeaux' | 'bourgogne' | 'rijn' | 'champagne' | 'port'
export type WineColor = 'rood' | 'wit' | 'rose' | 'mousserend' | 'dessert'

const GLASS: Record<WineColor, string> = {
  rood: '#1f3a2b',
  wit: '#9fb38a',
  rose: '#f2c9c4',
  mousserend: '#23402f',
  dessert: '#5a3415',
}
const WINE: Record<WineColor, string> = { rood: '#5b0f22', wit: '#e9d98a', rose: '#e98f8a', mousserend: '#eadb9a', dessert: '#9a4a12' }
const LABEL_INKS = ['#6e1b2e', '#2f4b3a', '#1f3b5b', '#7a4b16', '#4a2a5e', '#8a2c1b', '#274c4c', '#5b5b1f']

/** Bottle outline (600 × 800 canvas, bottle centred), per shape: shoulders, neck and base. */
const OUTLINES: Record<BottleShape, string> = {
  bordeaux: 'M270 70 h60 v170 q0 30 40 55 q30 20 30 60 v400 q0 25 -25 25 h-150 q-25 0 -25 -25 v-400 q0 -40 30 -60 q40 -25 40 -55 z',
  bourgogne: 'M272 70 h56 v150 q0 60 55 110 q22 22 22 60 v370 q0 25 -25 25 h-160 q-25 0 -25 -25 v-370 q0 -38 22 -60 q55 -50 55 -110 z',
  rijn: 'M279 60 h42 v190 q0 60 32 100 q14 18 14 50 v340 q0 20 -20 20 h-94 q-20 0 -20 -20 v-340 q0 -32 14 -50 q32 -40 32 -100 z',
  champagne: 'M268 60 h64 v150 q0 70 60 120 q20 20 20 55 v370 q0 30 -30 30 h-164 q-30 0 -30 -30 v-370 q0 -35 20 -55 q60 -50 60 -120 z',
  port: 'M270 90 h60 v120 q0 25 45 50 q35 20 35 60 v420 q0 25 -25 25 h-170 q-25 0 -25 -25 v-420 q0 -40 35 -60 q45 -25 45 -50 z',
}
const LABEL_BOX: Record<BottleShape, { y: number; h: number; w: number }> = {
  bordeaux: { y: 430, h: 210, w: 180 },
  bourgogne: { y: 440, h: 200, w: 190 },
  rijn: { y: 450, h: 190, w: 120 },
  champagne: { y: 450, h: 190, w: 200 },
  port: { y: 420, h: 230, w: 200 },
}

const emblems = [
  (x: number, y: number, c: string) =>
    `<circle cx="${x}" cy="${y}" r="26" fill="none" stroke="${c}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="9" fill="${c}"/>`,
  (x: number, y: number, c: string) => `<path d="M${x} ${y - 30} l26 30 l-26 30 l-26 -30 z" fill="${c}"/>`,
  (x: number, y: number, c: string) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<circle cx="${x + [-14, 0, 14, -7, 7, 0][i]!}" cy="${y + [-16, -16, -16, -2, -2, 12][i]!}" r="8" fill="${c}"/>`)
      .join('') + `<path d="M${x} ${y - 26} q6 -10 16 -12" stroke="${c}" stroke-width="4" fill="none"/>`,
  (x: number, y: number, c: string) =>
    `<path d="M${x - 28} ${y + 20} L${x} ${y - 26} L${x + 28} ${y + 20} z" fill="none" stroke="${c}" stroke-width="5"/><path d="M${x - 12} ${y + 20} L${x} ${y} L${x + 12} ${y + 20} z" fill="${c}"/>`,
]

/** A bottle with capsule, label, colour band and an emblem that varies by `seed`. */
export function bottleSvg(input: { color: WineColor; shape: BottleShape; seed: number; box?: boolean }): string {
  const { color, shape, seed } = input
  const label = LABEL_BOX[shape]
  const ink = LABEL_INKS[seed % LABEL_INKS.length]!
  const emblem = emblems[Math.floor(seed / LABEL_INKS.length) % emblems.length]!
  const x = 300
  const capsule = color === 'mousserend' ? '#c9a24a' : seed % 2 ? '#6e1b2e' : '#2b2b2b'
  const capsuleLength = color === 'mousserend' ? 150 : 90
  const wineLevel =
    color === 'rose' || color === 'wit' ? `<path d="${OUTLINES[shape]}" fill="${WINE[color]}" opacity="0.55" clip-path="url(#fill)"/>` : ''
  const box = input.box
    ? `<rect x="70" y="560" width="460" height="210" rx="10" fill="#b9895a"/><rect x="70" y="560" width="460" height="36" fill="#a2764b"/><rect x="250" y="620" width="100" height="90" rx="6" fill="#f7efe2"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#faf5ec"/><stop offset="1" stop-color="#efe4d2"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient>
<clipPath id="fill"><rect x="0" y="330" width="600" height="470"/></clipPath>
</defs>
<rect width="600" height="800" fill="url(#bg)"/>
<ellipse cx="300" cy="772" rx="150" ry="14" fill="#000" opacity="0.12"/>
<path d="${OUTLINES[shape]}" fill="${GLASS[color]}"/>
${wineLevel}
<path d="${OUTLINES[shape]}" fill="url(#shine)"/>
<rect x="${x - 33}" y="${shape === 'rijn' ? 58 : 66}" width="66" height="${capsuleLength}" rx="6" fill="${capsule}"/>
<rect x="${x - label.w / 2}" y="${label.y}" width="${label.w}" height="${label.h}" rx="6" fill="#f7efe2"/>
<rect x="${x - label.w / 2}" y="${label.y + label.h - 42}" width="${label.w}" height="18" fill="${ink}"/>
<rect x="${x - label.w / 2 + 14}" y="${label.y + 14}" width="${label.w - 28}" height="${label.h - 28}" rx="4" fill="none" stroke="${ink}" stroke-width="2" opacity="0.6"/>
${emblem(x, label.y + label.h / 2 - 22, ink)}
${box}
</svg>`
}

export type HeroTheme = 'beginners' | 'eten-en-wijn' | 'druiven-en-stijlen' | 'bewaren-en-schenken' | 'gezondheid-en-productie' | 'home'

const glass = (x: number, y: number, wine: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-60 -160 q0 120 60 130 q60 -10 60 -130 z" fill="#ffffff" opacity="0.55"/><path d="M-55 -100 q5 60 55 70 q50 -10 55 -70 z" fill="${wine}"/><rect x="-4" y="-30" width="8" height="120" fill="#ffffff" opacity="0.7"/><ellipse cx="0" cy="92" rx="50" ry="10" fill="#ffffff" opacity="0.7"/></g>`

const grapes = (x: number, y: number, c: string) =>
  [
    [0, 0],
    [36, 0],
    [72, 0],
    [18, 32],
    [54, 32],
    [36, 64],
  ]
    .map(([dx, dy]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="20" fill="${c}"/>`)
    .join('') +
  `<path d="M${x + 36} ${y - 20} q10 -40 50 -50" stroke="#4d6b3a" stroke-width="6" fill="none"/><path d="M${x + 60} ${y - 50} q40 -30 70 0 q-40 20 -70 0" fill="#6f8f4e"/>`

const SCENES: Record<HeroTheme, { bg: [string, string]; body: string }> = {
  beginners: { bg: ['#f6e7d8', '#e9c9a8'], body: glass(480, 460, '#7a1730') + glass(720, 470, '#e6cf6f') },
  'eten-en-wijn': {
    bg: ['#f3ead9', '#dfc7a0'],
    body: `<ellipse cx="500" cy="520" rx="260" ry="60" fill="#fff" opacity="0.8"/><path d="M380 500 l120 -70 l120 70 z" fill="#f1c75b"/><circle cx="470" cy="480" r="10" fill="#e0ad3a"/><circle cx="540" cy="470" r="8" fill="#e0ad3a"/>${glass(830, 470, '#6e1b2e')}`,
  },
  'druiven-en-stijlen': { bg: ['#efe9f3', '#cdbfd9'], body: grapes(420, 330, '#4a2a5e') + grapes(700, 360, '#b9c46a') },
  'bewaren-en-schenken': {
    bg: ['#e9e4dc', '#c8bca9'],
    body:
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<g transform="translate(${300 + i * 130} 420) rotate(-90)"><rect x="-40" y="-30" width="180" height="60" rx="28" fill="#1f3a2b"/><rect x="130" y="-12" width="70" height="24" rx="8" fill="#1f3a2b"/></g>`,
        )
        .join('') +
      `<rect x="260" y="470" width="700" height="16" fill="#7a4b16"/><rect x="260" y="300" width="700" height="16" fill="#7a4b16"/>`,
  },
  'gezondheid-en-productie': {
    bg: ['#e8f0e1', '#bfd3ab'],
    body:
      `<path d="M0 520 q300 -120 600 -20 q300 100 600 -20 v200 h-1200 z" fill="#7f9f5e"/>` +
      grapes(520, 300, '#5b0f22') +
      `<circle cx="950" cy="150" r="60" fill="#f3d36b"/>`,
  },
  home: {
    bg: ['#f7efe2', '#e3cfae'],
    body:
      `<rect x="0" y="560" width="1200" height="115" fill="#c8a27a"/>` + glass(860, 520, '#6e1b2e', 1.1) + glass(1020, 530, '#e6cf6f', 0.9),
  },
}

const BACKDROPS: [string, string][] = [
  ['#f6e7d8', '#e9c9a8'],
  ['#f3ead9', '#dfc7a0'],
  ['#efe9f3', '#cdbfd9'],
  ['#e9e4dc', '#c8bca9'],
  ['#e8f0e1', '#bfd3ab'],
  ['#f7e3e3', '#e2b8b8'],
  ['#e3eef2', '#b8cfd9'],
]

/**
 * A 1200 × 675 illustration for a guide theme or the home page. `variant` (one per article) picks
 * another backdrop, mirrors the scene and moves the light, so no two articles share a hero image.
 */
export function heroSvg(theme: HeroTheme, variant = 0): string {
  const s = SCENES[theme]
  const bg = variant === 0 ? s.bg : BACKDROPS[variant % BACKDROPS.length]!
  const mirrored = variant % 2 === 1
  const light = { x: 150 + ((variant * 197) % 900), y: 90 + ((variant * 83) % 160), r: 160 + ((variant * 37) % 120) }
  const body = mirrored ? `<g transform="translate(1200 0) scale(-1 1)">${s.body}</g>` : s.body
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#bg)"/>
<circle cx="${light.x}" cy="${light.y}" r="${light.r}" fill="#ffffff" opacity="0.18"/>
${body}
</svg>`
}
