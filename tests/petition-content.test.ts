import { describe, expect, it } from 'vitest'
import { petitionReasons, petitionTimeline } from '../src/content/petition'
import { config } from '../src/config'
import { petitionFormUrl } from '../src/service-settings'
import { SPEC_PETITION_CARDS } from './support/spec'

describe('petition content (SPEC §2 Petition)', () => {
  it('has the four cards in the spec’s order', () => {
    expect(petitionReasons.map((reason) => reason.title.toLowerCase())).toEqual(
      SPEC_PETITION_CARDS.map((title) => title.toLowerCase()),
    )
  })

  it('tells the life in the spec’s dates: born about 1876, blind about 1903, the fire of 22 May 1904, died 1904', () => {
    expect(petitionTimeline.map((milestone) => [milestone.when, milestone.dateTime])).toEqual([
      ['About 1876', '1876'],
      ['About 1903', '1903'],
      ['22 May 1904', '1904-05-22'],
      ['1904', '1904'],
    ])
    expect(petitionTimeline[2].what).toMatch(/fire/i)
    expect(petitionTimeline[2].what).toContain('Borough Hall')
    expect(petitionTimeline[3].what).toMatch(/dies/)
  })

  it('names the cat from the {name} placeholder', () => {
    for (const text of [...petitionTimeline.map((m) => m.what), petitionReasons[0].text])
      expect(text).toContain(config.petitionCat.name)
  })

  it('sends the signing button to an external https form', () => {
    expect(new URL(petitionFormUrl).protocol).toBe('https:')
  })
})
