/**
 * What a blog address may name (/blog?post={id}, ?category={name}): the built-in posts' ids and the categories posts
 * are filed under. The posts' facts (./index.ts) are keyed by these ids. A module apart because every page checks a
 * blog address with it from its start (the blog route's search validation is part of the route tree), while the
 * posts' text is needed on the blog only (issue 17: 0.6 KB gzip off every page's start).
 */
export const postIds = [1, 2, 3] as const
export type PostId = (typeof postIds)[number]

export const blogCategories = ['Cat History', 'Neighborhood Cats'] as const
export type BlogCategory = (typeof blogCategories)[number]
