/**
 * The team (SPEC §2 About, §3 Team member). Original sample people for the business to replace with its own.
 * Each portrait (team-1..4) is an illustration of the member's cat in a scarf, so the cat is named in the alt.
 */
import type { ImageName } from './images'
import { picture } from './pictures'

/** SPEC §2 About: the four roles, in this order. */
export type TeamRole = 'Co-founder and licensed guide' | 'Co-founder' | 'Licensed guide'

export interface TeamMember {
  name: string
  role: TeamRole
  bio: string
  image: ImageName
  catName: string
}

export const team = [
  {
    name: 'Margot Ellery',
    role: 'Co-founder and licensed guide',
    bio: 'Margot spent ten years in city archives before a yellowed 1904 clipping about a blind cat at Borough Hall sent her out onto the streets. She researches every story we tell and still leads the Brooklyn Heights walk most weekends.',
    image: 'team-1',
    catName: 'Saffron',
  },
  {
    name: 'Theo Vance',
    role: 'Co-founder',
    bio: 'A former bookseller, Theo looks after everything behind the walks: the calendar, private-tour requests and most of the e-mails you send us. He also keeps our shelf of old New York guidebooks.',
    image: 'team-2',
    catName: 'Ledger',
  },
  {
    name: 'Inés Calderón',
    role: 'Licensed guide',
    bio: 'Inés grew up above a Lower East Side bakery and knows its tenements, taverns and music halls by heart. She guides the Lower East Side tour from its historic corners to the cat cafe finale.',
    image: 'team-3',
    catName: 'Patchwork',
  },
  {
    name: 'Desmond Okoro',
    role: 'Licensed guide',
    bio: 'Desmond came to cat history through the history of the mail. He guides the Financial District tour and never tires of telling how the post office kept mousers on the payroll.',
    image: 'team-4',
    catName: 'Dewey',
  },
] as const satisfies readonly TeamMember[]

/**
 * "Saffron, Margot’s cat. Illustrated portrait of a ginger cat wearing a scarf". A photo's own alt text says who
 * or what it shows, so a portrait the business fills with a photo takes it as it is.
 */
export function teamPortraitAlt(member: Pick<TeamMember, 'name' | 'catName' | 'image'>): string {
  const portrait = picture(member.image)
  if (portrait.photo) return portrait.alt
  const firstName = member.name.split(' ')[0]
  return `${member.catName}, ${firstName}’s cat. ${portrait.alt}`
}
