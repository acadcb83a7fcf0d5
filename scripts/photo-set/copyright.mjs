// @ts-check
/** Credits from a Debian package's machine-readable copyright file (DEP-5, /usr/share/doc/<pkg>/copyright). */

/** @typedef {{ patterns: string[], holders: string[], license: string }} FilesStanza */

/** The `Files:` paragraphs of a DEP-5 file, in order. @param {string} text @returns {FilesStanza[]} */
export function parseCopyright(text) {
  return text
    .split(/\n[ \t]*\n/)
    .map(parseParagraph)
    .flatMap((fields) => {
      const files = fields.get('files')
      if (!files) return []
      return [
        {
          patterns: files.split(/\s+/).filter(Boolean),
          holders: (fields.get('copyright') ?? '').split('\n').map(cleanHolder).filter(Boolean),
          license: (fields.get('license') ?? '').split('\n')[0]?.trim() ?? '',
        },
      ]
    })
}

/** @param {string} paragraph */
function parseParagraph(paragraph) {
  /** @type {Map<string, string>} */
  const fields = new Map()
  let current = ''
  for (const line of paragraph.split('\n')) {
    const field = /^([A-Za-z-]+):\s*(.*)$/.exec(line)
    if (field) {
      current = /** @type {string} */ (field[1]).toLowerCase()
      fields.set(current, /** @type {string} */ (field[2]).trim())
    } else if (current && /^\s/.test(line)) {
      fields.set(current, `${fields.get(current)}\n${line.trim()}`.trim())
    }
  }
  return fields
}

/** "2008, Charles Barbin <barbinch@free.fr>´" -> "Charles Barbin". @param {string} line */
function cleanHolder(line) {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/\bhttps?:\/\/\S+/g, '')
    .replace(/^\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*,?\s*)+/, '')
    .replace(/["“”´`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The stanza covering an installed file: its patterns are relative to the source tree, so one matches when it
 * matches the end of the installed path; as DEP-5 says, the last matching stanza wins.
 * @param {readonly FilesStanza[]} stanzas @param {string} installedPath @returns {FilesStanza | undefined}
 */
export function stanzaFor(stanzas, installedPath) {
  let found
  for (const stanza of stanzas) {
    if (stanza.patterns.some((pattern) => globToRegExp(pattern).test(installedPath))) found = stanza
  }
  return found
}

/** @param {string} pattern */
function globToRegExp(pattern) {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.')
  return new RegExp(`(?:^|/)${body}$`)
}
