// @ts-check
/** Installs the Debian packages the photographs come from, only those missing, and says so. */
import { spawnSync } from 'node:child_process'

/** @param {string} pkg */
export function isInstalled(pkg) {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax, not a template literal.
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.trim() === 'install ok installed'
}

/** @param {string} command */
function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/**
 * Installs what is missing of `packages` with apt-get (no recommends). The package lists are refreshed only when
 * the install fails for want of them (a fresh container has none). Throws, naming the packages, when apt is
 * missing, the user is not root or the install fails.
 * @param {readonly string[]} packages @param {(line: string) => void} log
 * @param {{ install?: boolean }} [options] install: false only checks
 */
export function ensurePackages(packages, log, { install: allowed = true } = {}) {
  if (!hasCommand('dpkg-query'))
    throw new Error(`this needs Debian (dpkg) to find the photographs; install these packages: ${packages.join(' ')}`)
  const missing = packages.filter((pkg) => !isInstalled(pkg))
  if (missing.length === 0) return []
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`
  if (!allowed) throw new Error(`missing Debian packages (not installing, --no-install): ${command}`)
  if (!hasCommand('apt-get'))
    throw new Error(`apt-get is not available; install these Debian packages: ${missing.join(' ')}`)
  if (process.getuid?.() !== 0) throw new Error(`missing Debian packages; run as root: ${command}`)
  log(`Installing Debian packages: ${missing.join(', ')} (${command})`)
  const started = performance.now()
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  let result = install()
  if (
    result.status !== 0 &&
    /Unable to locate package|has no installation candidate|Failed to fetch|404\s+Not Found/i.test(
      result.stderr + result.stdout,
    )
  ) {
    log('The package lists are missing or stale: apt-get update')
    const update = spawnSync('apt-get', ['update'], { encoding: 'utf8' })
    if (update.status !== 0)
      throw new Error(
        `apt-get update failed:\n${update.stderr.trim()}\nInstall these Debian packages: ${missing.join(' ')}`,
      )
    result = install()
  }
  if (result.status !== 0) throw new Error(`${command} failed:\n${(result.stderr || result.stdout).trim()}`)
  const still = missing.filter((pkg) => !isInstalled(pkg))
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(' ')}`)
  log(`Installed: ${missing.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return missing
}
