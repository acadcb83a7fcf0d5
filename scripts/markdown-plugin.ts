/**
 * Lets the app import a blog post file (`import body from './posts/x.md'`): the file is parsed here, at build
 * time, and the module the browser gets is only the resulting data (a MarkdownBody). A post that strays
 * outside the subset fails the build with its line numbers, instead of being quietly altered.
 */
import type { Plugin } from 'vite'
import { isImageName } from '../src/content/images.ts'
import { parseMarkdown } from './markdown.ts'

export function markdownPlugin(): Plugin {
  return {
    name: 'cat-tours:markdown',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.md')) return null
      const { body, problems } = parseMarkdown(source, { isImageName })
      if (problems.length > 0) {
        const list = problems.map((problem) => `  line ${problem.line ?? '?'}: ${problem.message}`).join('\n')
        this.error(`${file} uses Markdown outside the blog subset:\n${list}`)
      }
      return { code: `export default ${JSON.stringify(body)}\n`, map: null }
    },
  }
}
