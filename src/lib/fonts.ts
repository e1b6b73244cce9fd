import localFont from 'next/font/local'

// Fonts ship from npm (@fontsource); nothing is fetched from the internet at build or run time.
export const sans = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
})

export const serif = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-serif',
  display: 'swap',
})
