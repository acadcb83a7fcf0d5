/** Built-in blog posts (SPEC §3 "Blog post"). Sample stories for the business to replace. */
import type { ImageName } from '../images'

export interface BlogPost {
  id: number
  title: string
  excerpt: string
  /** Body paragraphs; headings start with "## ". */
  content: string
  image: ImageName
  date: string
  author: string
  category: 'Cat History' | 'Neighborhood Cats'
  tags: string[]
}

export const posts: BlogPost[] = [
  {
    id: 1,
    title: 'Tom of Borough Hall: The Blind Cat Who Raised the Alarm',
    excerpt:
      'Born around 1876, blind by 1903, and a hero of the Borough Hall fire of May 22, 1904: the story of Brooklyn’s most famous working cat.',
    content: `Brooklyn Borough Hall has been the seat of Brooklyn’s government since 1848. For almost three decades it also had a resident cat.

## A kitten on the steps
Tom arrived at the hall as a kitten around 1876 and was adopted by the janitors, who kept him for the mice in the basement record rooms.

## Losing his sight
By about 1903 Tom had gone blind. The staff kept him anyway; he knew every corridor by memory.

## The fire of 22 May 1904
When fire broke out in the cupola of Borough Hall on 22 May 1904, Tom’s cries woke the night watchman, who raised the alarm in time to save the building’s records.

## Remembering Tom
Tom died later in 1904. Our petition asks the borough to honour him with a plaque at Borough Hall.`,
    image: 'blog-borough-hall',
    date: 'March 14, 2025',
    author: 'Cat History Tours NYC',
    category: 'Cat History',
    tags: ['Brooklyn', 'Borough Hall', 'Working cats', 'Petition'],
  },
  {
    id: 2,
    title: 'Mousers on the Payroll: The Postal Cats of New York',
    excerpt:
      'For decades the post office budgeted for cats. Here is how lower Manhattan’s postal cats protected the mail.',
    content: `Mail bags full of paper and glue were a feast for mice. The answer, in New York as across the country, was the postal cat.

## An official allowance
Post offices kept a small allowance for the upkeep of their cats, and postmasters reported on how well they did their work.

## Famous mousers
The cats of the downtown post offices became minor celebrities, written up by reporters from nearby Newspaper Row.

## See it on the tour
We tell the rest of the story on the Financial District tour.`,
    image: 'blog-postal-cats',
    date: 'April 2, 2025',
    author: 'Cat History Tours NYC',
    category: 'Cat History',
    tags: ['Financial District', 'Post office', 'Working cats'],
  },
  {
    id: 3,
    title: 'The Bodega Cats of the Lower East Side',
    excerpt:
      'Every corner store has a guardian. Meet the bodega cats who keep watch over the Lower East Side today.',
    content: `Walk into almost any bodega on the Lower East Side and you will be watched by a cat.

## Why bodegas keep cats
Corner stores have kept cats for as long as there have been corner stores: they keep the mice away from the rice and the bread.

## Neighbourhood celebrities
Regulars know the cats by name, and some cats have more followers than the shops.

## Meet them yourself
Our Lower East Side tour ends at a cat cafe, where you can say hello in person.`,
    image: 'blog-bodega-cats',
    date: 'May 9, 2025',
    author: 'Cat History Tours NYC',
    category: 'Neighborhood Cats',
    tags: ['Lower East Side', 'Bodega cats'],
  },
]

export function findPost(id: number | undefined): BlogPost | undefined {
  return id === undefined ? undefined : posts.find((post) => post.id === id)
}
