/** The petition page's story and cards (SPEC §2 Petition). {name} is config.petitionCat.name. */
import { config } from '../config'

const name = config.petitionCat.name

export interface PetitionMilestone {
  when: string
  /** Machine-readable date for <time>: a year, or a full date. */
  dateTime: string
  what: string
}

/** SPEC §2: born about 1876, lost sight about 1903, the Borough Hall fire of 22 May 1904, died 1904. */
export const petitionTimeline = [
  {
    when: 'About 1876',
    dateTime: '1876',
    what: `${name} is born and taken in as a kitten by the staff of Brooklyn Borough Hall.`,
  },
  {
    when: 'About 1903',
    dateTime: '1903',
    what: `${name} loses his sight. The staff keep him on; he knows every corridor by memory.`,
  },
  {
    when: '22 May 1904',
    dateTime: '1904-05-22',
    what: `Fire breaks out at Borough Hall. ${name}’s cries wake the night watchman, who raises the alarm.`,
  },
  { when: '1904', dateTime: '1904', what: `${name} dies later that year, after nearly three decades at Borough Hall.` },
] as const satisfies readonly PetitionMilestone[]

export interface PetitionReason {
  title: string
  text: string
}

/** The four reasons, in the spec's order: community care, documented heroism, media recognition, Brooklyn legacy. */
export const petitionReasons = [
  {
    title: 'Community care',
    text: `The people of Borough Hall adopted ${name} as a kitten and kept caring for him after he went blind: a working cat who became part of the building’s family.`,
  },
  {
    title: 'Documented heroism',
    text: `On 22 May 1904 ${name}’s cries raised the alarm in time to save Borough Hall and the borough’s records from the fire.`,
  },
  {
    title: 'Media recognition',
    text: `The city’s newspapers reported the blind cat’s part in the fire, and his story is still retold by historians and cat lovers today.`,
  },
  {
    title: 'Brooklyn legacy',
    text: `Borough Hall still stands at the heart of Brooklyn. A plaque there would let every visitor learn the story of the cat who helped save it.`,
  },
] as const satisfies readonly PetitionReason[]
