/**
 * A button that shows or closes a prerendered <dialog> with HTML's invoker commands (`commandfor`, `command`), so it
 * works from the first paint, before any of the app's code has loaded (decision 0013). Chromium and Firefox run the
 * command natively; the page's early input script (src/boot/early-input-script.ts) runs it in every engine, the same way.
 * React passes both attributes through as they are (its types do not list them yet).
 */
export type DialogCommand = 'show-modal' | 'close'

export function dialogCommand(dialogId: string, command: DialogCommand): Record<string, string> {
  return { commandfor: dialogId, command }
}

/** Closes the dialog with this id, if it is open. */
export function closeDialog(dialogId: string): void {
  const dialog = document.getElementById(dialogId)
  if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close()
}
