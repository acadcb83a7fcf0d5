/**
 * The team (SPEC §2 About, §3 Team member), from content/team.yaml: original sample people for the business to replace.
 * Each portrait (team-1..4) is an illustration of the member's cat in a scarf, so the cat is named in the alt.
 */
import teamFile from 'virtual:content/team'
import type { ImageName } from './images'
import { picture } from './pictures'
import type { TeamFile } from './schema'

/** SPEC §2 About: the roles, in this order (content/team.yaml holds the people). */
export type TeamRole = TeamFile['team'][number]['role']

export interface TeamMember {
  name: string
  role: TeamRole
  bio: string
  image: ImageName
  catName: string
}

/** The build has checked that each image is a team portrait of the site (scripts/content/load.ts). */
export const team = teamFile as readonly TeamMember[]

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
