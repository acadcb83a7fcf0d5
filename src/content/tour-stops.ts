/** Each tour's stops ("What You'll Discover"), shown on its own page only; the rest of a tour is in ./tours.ts. */
import type { TourSlug } from './tours'

export interface TourStop {
  title: string
  description: string
}

export const tourStops: Record<TourSlug, readonly TourStop[]> = {
  'brooklyn-heights': [
    { title: 'Walt Whitman Park', description: 'Where the poet of Brooklyn meets the cats of the ferry landing.' },
    { title: 'Brooklyn Bridge', description: 'Bridge workers, their mousers and the cat that crossed on opening day.' },
    { title: 'Brooklyn Borough Hall', description: 'The hall and the cat who raised the alarm in 1904.' },
    { title: 'Joralemon Street', description: 'Brownstone stoops and the neighbourhood cats who ruled them.' },
    { title: 'Remsen Street', description: 'A street of shipping merchants and their ship cats.' },
    { title: 'The Promenade', description: 'Harbor views and the waterfront cats of the old piers.' },
    {
      title: 'The St. George Hotel area',
      description: 'Once the largest hotel in the city, and its famous lobby cat.',
    },
    { title: 'Plymouth Church', description: 'Abolitionist history and the church cat who sat through the sermons.' },
    { title: 'Borough Hall', description: 'We finish where the story started, at the steps of Borough Hall.' },
  ],
  'financial-district': [
    { title: 'Equitable Building', description: 'The skyscraper that changed zoning law and the cats in its vaults.' },
    { title: 'P.T. Barnum', description: 'The showman’s museum and his famous cat show.' },
    { title: 'Postal cats', description: 'How the post office put cats on the payroll to protect the mail.' },
    { title: 'City Hall cats', description: 'Mousers on the municipal staff.' },
    { title: 'Newspaper Row', description: 'Pressroom cats of the great newspapers of Park Row.' },
    { title: 'And more', description: 'Stories from the oldest streets of the city, told where they happened.' },
  ],
  'lower-east-side': [
    { title: 'Historic Corners', description: 'Immigrant families and the street cats they fed.' },
    { title: 'Tales and Taverns', description: 'Saloon cats and the characters who drank beside them.' },
    { title: 'Music Meets Meow', description: 'The music halls and the cats who stole the show.' },
    { title: 'Hidden Alley Cats', description: 'Courtyards and alleys that still shelter colonies today.' },
    { title: 'Cat Cafe Finale', description: 'We end among the cats at a local cat cafe.' },
  ],
  'private-tours': [],
}
