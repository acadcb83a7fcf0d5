/**
 * What a blog address may name (/blog?post={id}, ?category={name}): the posts' ids (content/posts/) and the categories
 * of content/blog.yaml. A module apart because every page checks a blog address with it from its start (the blog
 * route's search validation is part of the route tree), while the posts' text is needed on the blog only.
 */
export { blogCategories, postIds } from 'virtual:content/blog-catalogue'

export type PostId = number
export type BlogCategory = string
