/** SPEC §2 "Not-found page": a suggestion guessed from keywords in the path, first match wins. */
export interface Suggestion {
  path: string
  label: string
}

const RULES: ReadonlyArray<{ keywords: readonly string[]; suggestion: Suggestion }> = [
  {
    keywords: ['brooklyn', 'heights'],
    suggestion: { path: '/tours/brooklyn-heights', label: 'Brooklyn Heights Tour' },
  },
  {
    keywords: ['financial', 'district'],
    suggestion: { path: '/tours/financial-district', label: 'Financial District Tour' },
  },
  {
    keywords: ['lower', 'east', 'side'],
    suggestion: { path: '/tours/lower-east-side', label: 'Lower East Side Tour' },
  },
  { keywords: ['private', 'custom'], suggestion: { path: '/tours/private-tours', label: 'Private Tours' } },
  { keywords: ['book', 'reserve'], suggestion: { path: '/booking', label: 'Book a Tour' } },
  { keywords: ['galler', 'photo'], suggestion: { path: '/gallery', label: 'Gallery' } },
  { keywords: ['blog', 'post'], suggestion: { path: '/blog', label: 'Blog' } },
  { keywords: ['about'], suggestion: { path: '/about', label: 'About Us' } },
  { keywords: ['contact'], suggestion: { path: '/contact', label: 'Contact' } },
  { keywords: ['press', 'media'], suggestion: { path: '/press-kit', label: 'Press Kit' } },
  { keywords: ['news'], suggestion: { path: '/in-the-news', label: 'In the News' } },
]

export function suggestPage(pathname: string): Suggestion | null {
  let path: string
  try {
    path = decodeURIComponent(pathname).toLowerCase()
  } catch {
    path = pathname.toLowerCase()
  }
  const rule = RULES.find(({ keywords }) => keywords.some((keyword) => path.includes(keyword)))
  return rule?.suggestion ?? null
}
