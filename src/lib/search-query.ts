/** SPEC §9: the site search lists matches from two characters on. Alone, so the header can read it without the index. */
export const MIN_QUERY_LENGTH = 2
