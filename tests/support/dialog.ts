/**
 * jsdom has the <dialog> element without showModal() and close(). This stand-in keeps `open` and fires `close` as a
 * browser does, so a component that shows a native dialog renders here; what the browser itself adds (the inert
 * page, Escape) is checked in the real engines (e2e/gallery.spec.ts, e2e-engines/widgets.spec.ts).
 */
const proto = globalThis.HTMLDialogElement?.prototype
if (proto && typeof proto.showModal !== 'function') {
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.showModal = proto.show
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    this.removeAttribute('open')
    if (returnValue !== undefined) this.returnValue = returnValue
    this.dispatchEvent(new Event('close'))
  }
}
