/**
 * The release check refuses every demo or malformed business setting at once, naming each with where to set it, and
 * lets a build through once the business's own values are given. The last test runs `npm run build:release`'s script
 * with the demo settings: it refuses before building anything, so it needs no dist/ and takes about a second.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it, vi } from 'vitest'
import { demoSettings } from '../src/config'
import {
  demoNotice,
  isReservedHost,
  RELEASE_SETTINGS,
  refusalMessage,
  releaseProblems,
  settingDefines,
  settingHelp,
  settingProblem,
} from '../scripts/release-settings'

/** Values a business could really give (none of them on a reserved name). */
const REAL: Record<(typeof RELEASE_SETTINGS)[number], string> = {
  VITE_SITE_URL: 'https://www.brooklyncatwalks.com',
  VITE_CONTACT_EMAIL: 'hello@brooklyncatwalks.com',
  VITE_EMAILJS_PUBLIC_KEY: 'Xq7pLm2Rt9vWb4KsA',
  VITE_EMAILJS_SERVICE_ID: 'service_k2j4h8f',
  VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID: 'template_r8s2d1q',
  VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID: 'template_a6n3w0z',
  VITE_EMAILJS_SURVEY_TEMPLATE_ID: 'template_s5v9e7c',
  VITE_PETITION_FORM_URL: 'https://forms.gle/Tq3uY8bNcX1',
  VITE_NEWSLETTER_ACTION_URL:
    'https://brooklyncatwalks.us21.list-manage.com/subscribe/post?u=9f8e7d6c5b4a&id=1a2b3c4d5e',
  VITE_PRESS_KIT_URL: 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp',
  VITE_SOCIAL_PROFILE_URL: 'https://www.instagram.com/brooklyncatwalks',
  VITE_CMS_REPO: 'brooklyncatwalks/website',
}

const problemOf = (name: keyof typeof REAL, value: string) => settingProblem(name, value) ?? ''

describe('the release settings', () => {
  it('are the table of src/config.ts, each with a description', () => {
    expect(RELEASE_SETTINGS).toEqual(Object.keys(demoSettings))
    expect(RELEASE_SETTINGS).toHaveLength(12)
    for (const name of RELEASE_SETTINGS) expect(settingHelp[name].what.length, name).toBeGreaterThan(10)
  })

  it('each variable sets its own value of src/config.ts or src/service-settings.ts', async () => {
    // VITE_CMS_REPO is the build's alone (the editor's config, scripts/editor-plugin.ts): no value of the app.
    const appSettings = RELEASE_SETTINGS.filter((name) => name !== 'VITE_CMS_REPO')
    const given = Object.fromEntries(appSettings.map((name) => [name, `https://${name.toLowerCase()}.com`]))
    for (const [name, value] of Object.entries(given)) vi.stubEnv(name, value)
    vi.resetModules()
    try {
      const { config, newsletter } = await import('../src/config')
      const services = await import('../src/service-settings')
      const leaves = (value: unknown): unknown[] =>
        typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value]
      const values = leaves([config, newsletter, { ...services }])
      for (const [name, value] of Object.entries(given))
        expect(
          values.filter((leaf) => leaf === value),
          name,
        ).toHaveLength(1)
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it('become plain values in the bundles: the given one, else the demo one', () => {
    const defines = settingDefines({ VITE_SITE_URL: REAL.VITE_SITE_URL, VITE_UNRELATED: 'x' })
    expect(Object.keys(defines)).toEqual(RELEASE_SETTINGS.map((name) => `import.meta.env.${name}`))
    expect(defines['import.meta.env.VITE_SITE_URL']).toBe(JSON.stringify(REAL.VITE_SITE_URL))
    expect(defines['import.meta.env.VITE_PRESS_KIT_URL']).toBe(JSON.stringify(demoSettings.VITE_PRESS_KIT_URL))
  })

  it('with no variable set, lists every one at once with its variable name and demo value', () => {
    const problems = releaseProblems({})
    expect(problems.map((problem) => problem.name)).toEqual(RELEASE_SETTINGS)
    const message = refusalMessage(problems)
    expect(message).toMatch(/^Release build refused: 12 settings are not ready\./)
    for (const name of RELEASE_SETTINGS) {
      expect(message).toContain(`  ${name}: not set, so the demo value ${JSON.stringify(demoSettings[name])}`)
    }
    expect(message).toContain("host's build settings")
    expect(message).toContain('README.md › Configuration')
  })

  it('refuses the demo values given explicitly, as a copied .env would', () => {
    const problems = releaseProblems({ ...demoSettings })
    expect(problems).toHaveLength(12)
    for (const problem of problems) expect(problem.problem).toMatch(/^set to the demo value /)
  })

  it('passes with the business’s own values', () => {
    expect(releaseProblems(REAL)).toEqual([])
    expect(demoNotice([])).toBeUndefined()
  })

  it('partly set, lists only the rest', () => {
    const { VITE_SITE_URL, VITE_EMAILJS_PUBLIC_KEY, VITE_PRESS_KIT_URL, ...given } = REAL
    const problems = releaseProblems(given)
    expect(problems.map((problem) => problem.name)).toEqual([
      'VITE_SITE_URL',
      'VITE_EMAILJS_PUBLIC_KEY',
      'VITE_PRESS_KIT_URL',
    ])
    expect(refusalMessage(problems)).toMatch(/^Release build refused: 3 settings are not ready\./)
    expect(refusalMessage(problems.slice(0, 1))).toMatch(/^Release build refused: 1 setting is not ready\./)
  })

  it('the demo notice of npm run build names the settings still to give', () => {
    const { VITE_CONTACT_EMAIL, ...given } = REAL
    const notice = demoNotice(releaseProblems(given)) ?? ''
    expect(notice).toMatch(/^Demo settings: VITE_CONTACT_EMAIL is /)
    expect(notice).toContain('npm run build:release')
    expect(demoNotice(releaseProblems({}))).toContain(RELEASE_SETTINGS.join(', '))
  })

  it('knows the reserved example names', () => {
    for (const host of ['example.com', 'www.example.org', 'drive.example.net', 'shop.example', 'a.test', 'localhost']) {
      expect(isReservedHost(host), host).toBe(true)
    }
    for (const host of ['example-tours.com', 'myexample.com', 'examples.org', 'www.instagram.com']) {
      expect(isReservedHost(host), host).toBe(false)
    }
  })

  it.each([
    ['VITE_SITE_URL', 'https://tours.example.com', 'tours.example.com is a reserved example name'],
    ['VITE_SITE_URL', 'http://www.brooklyncatwalks.com', 'must start with https://'],
    ['VITE_SITE_URL', 'www.brooklyncatwalks.com', 'is not a web address'],
    [
      'VITE_SITE_URL',
      'https://www.brooklyncatwalks.com/tours',
      'must be an origin only, like https://www.brooklyncatwalks.com',
    ],
    ['VITE_SITE_URL', 'https://www.brooklyncatwalks.com?x=1', 'must be an origin only'],
    ['VITE_SITE_URL', 'javascript:alert(1)', 'must start with https://'],
    ['VITE_SITE_URL', 'https://user:secret@brooklyncatwalks.com', 'must not carry a user name or password'],
    ['VITE_SITE_URL', 'https://intranet', 'has no domain name'],
    ['VITE_CONTACT_EMAIL', 'hello.brooklyncatwalks.com', 'is not an e-mail address like hello@yourdomain.com'],
    ['VITE_CONTACT_EMAIL', 'hello@example.com', 'example.com is a reserved example name'],
    ['VITE_CONTACT_EMAIL', 'hello@brooklyncatwalks.com?bcc=all@spam.com', 'is not an e-mail address'],
    ['VITE_CONTACT_EMAIL', 'hello@brooklyncatwalks.com\nBcc: x@y.com', 'contains spaces or control characters'],
    ['VITE_EMAILJS_PUBLIC_KEY', '"><script>alert(1)</script>', 'may hold only letters, digits, _ and -'],
    ['VITE_EMAILJS_SERVICE_ID', '   ', 'is empty'],
    ['VITE_EMAILJS_SURVEY_TEMPLATE_ID', 'template survey', 'contains spaces or control characters'],
    [
      'VITE_PETITION_FORM_URL',
      'https://forms.example.org/another-petition',
      'forms.example.org is a reserved example name',
    ],
    ['VITE_PRESS_KIT_URL', 'ftp://files.brooklyncatwalks.com/kit', 'must start with https:// (it starts with ftp://)'],
    ['VITE_SOCIAL_PROFILE_URL', 'instagram.com/brooklyncatwalks', 'is not a web address'],
    ['VITE_NEWSLETTER_ACTION_URL', 'https://brooklyncatwalks.us21.list-manage.com/subscribe/post', 'lacks the list'],
    [
      'VITE_CMS_REPO',
      'https://github.com/brooklyncatwalks/website',
      'is not a GitHub repository written as owner/name',
    ],
    ['VITE_CMS_REPO', 'brooklyncatwalks', 'is not a GitHub repository written as owner/name'],
  ] as const)('%s = %j: %s', (name, value, message) => {
    expect(problemOf(name, value)).toContain(message)
    expect(refusalMessage(releaseProblems({ ...REAL, [name]: value }))).toContain(`  ${name}: `)
  })

  it('shows a hostile value escaped and cut short, never raw', () => {
    const problem = problemOf('VITE_PRESS_KIT_URL', `https://drive.google.com/\u001b[2J${'a'.repeat(200)}`)
    expect(problem).not.toContain('\u001b')
    expect(problem).toContain('\\u001b')
    expect(problem.length).toBeLessThan(200)
  })

  it('npm run build:release refuses the demo settings before building, naming every variable', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')))
    const result = spawnSync(process.execPath, ['scripts/build-release.mjs'], { env, encoding: 'utf8' })
    expect(result.status).toBe(1)
    for (const name of RELEASE_SETTINGS) expect(result.stderr).toContain(`  ${name}: `)
    expect(result.stdout).not.toContain('building')
  })
})
