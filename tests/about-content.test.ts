import { describe, expect, it } from 'vitest'
import { team, teamPortraitAlt } from '../src/content/team'
import { missionFeatures } from '../src/content/features'
import { image } from '../src/content/images'
import { business } from '../src/content/site'
import { SPEC_TEAM_ROLES } from './support/spec'

describe('the team (SPEC §2 About, §3 Team member)', () => {
  it('has four members with the spec’s roles, in order', () => {
    expect(team.map((member) => member.role.toLowerCase())).toEqual([...SPEC_TEAM_ROLES])
  })

  it('counts as many licensed guides as the business claims', () => {
    expect(team.filter((member) => /licensed guide/i.test(member.role))).toHaveLength(business.licensedGuides)
  })

  it.each(team.map((member) => [member.name, member] as const))(
    'gives %s a bio, a cat and a portrait of their own',
    (_, member) => {
      expect(member.name.split(' ').length).toBeGreaterThanOrEqual(2)
      expect(member.bio.length).toBeGreaterThan(60)
      expect(member.catName.trim()).not.toBe('')
      expect(image(member.image).kind).toBe('portrait')
    },
  )

  it('uses four different people, cats and portraits', () => {
    for (const key of ['name', 'catName', 'image'] as const)
      expect(new Set(team.map((member) => member[key])).size).toBe(4)
  })

  it('names the cat and describes the illustration in the portrait’s alt text', () => {
    expect(teamPortraitAlt({ name: 'Ada Byron', catName: 'Pixel', image: 'team-2' })).toBe(
      'Pixel, Ada’s cat. Illustrated portrait of a black-and-white tuxedo cat wearing a scarf',
    )
  })
})

describe('the mission features (SPEC §2 About, §3 Feature card)', () => {
  it('has three cards, each with its own icon, a title and a description', () => {
    expect(missionFeatures).toHaveLength(3)
    expect(new Set(missionFeatures.map((feature) => feature.icon)).size).toBe(3)
    for (const feature of missionFeatures) {
      expect(feature.title.trim()).not.toBe('')
      expect(feature.description.length).toBeGreaterThan(40)
    }
  })

  it('quotes the group sizes of the tours (12 to 15 guests)', () => {
    expect(missionFeatures.map((feature) => feature.description).join(' ')).toContain('At most 12 to 15 guests')
  })
})
