import localFont from 'next/font/local'

// Fonts ship from npm (@fontsource); nothing is fetched from the internet at build or run time.
// Only the display serif is a web font: body text uses the system's own sans-serif, which saves
// every first visit ~48 KiB of font before the first paint (see docs/architecture.md).
export const serif = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-serif',
  display: 'swap',
})
