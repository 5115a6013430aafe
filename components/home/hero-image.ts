/** The hero photograph's attributes: next/image's, computed at build time (getStaticProps). */
export const HERO_IMAGE = {
  fill: true,
  preload: true,
  fetchPriority: 'high',
  sizes: '(max-width: 800px) 100vw, 60vw',
} as const;
