/**
 * "Did you mean …": the known name nearest to a misspelt one, when it is within `maxEdits` edits (by default a third
 * of the word, at most three letters: galery, titel, Cat Histroy). The content and photo checks share it.
 */
export function closest(
  input: string,
  known: readonly string[],
  maxEdits = Math.min(3, Math.max(1, Math.floor(input.length / 3))),
): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(input.toLowerCase(), name.toLowerCase())
    if (distance <= maxEdits && (!best || distance < best.distance)) best = { name, distance }
  }
  return best?.name
}

/** Edits between two words: a letter added, dropped or changed, or two neighbours swapped ("titel"), count one each. */
function editDistance(a: string, b: string): number {
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j]!, before[j - 2]! + 1)
    }
    before = previous
    previous = current
  }
  return previous[b.length]!
}
