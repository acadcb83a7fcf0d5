/**
 * Forms that hold text the guest has not sent mark themselves with data-unsent="true". An update never
 * activates while one does (a half-typed message on a street corner must survive).
 */
export function hasUnsentInput(doc: Document = document): boolean {
  return doc.querySelector('form[data-unsent="true"]') !== null
}
