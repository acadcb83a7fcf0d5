/**
 * The business facts (SPEC §1, §9), each written once in content/business.yaml: every page, schema and the search read
 * them (through ./site.ts); texts quote them, never a copy of the number.
 */
import businessFile from 'virtual:content/business'

const { privateTours, ...facts } = businessFile

export const business = facts

/** SPEC §2 Private tours: the calculator's terms. */
export const privateTourPricing = privateTours
