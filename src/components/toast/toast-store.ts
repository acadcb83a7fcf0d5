/**
 * A tiny toast queue. Written by hand (docs/decisions/0003) so notices work from the first paint,
 * offline, without a library in the initial bundle.
 */
export interface Toast {
  id: number
  title: string
  description?: string
  tone: 'default' | 'destructive' | 'success'
  action?: { label: string; onAction: () => void }
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  duration: number
}

type Listener = () => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function showToast(
  toast: Omit<Toast, 'id' | 'tone' | 'duration'> & Partial<Pick<Toast, 'tone' | 'duration'>>,
): number {
  const id = nextId++
  toasts = [...toasts, { tone: 'default', duration: 5000, ...toast, id }]
  emit()
  return id
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): readonly Toast[] {
  return toasts
}

const none: readonly Toast[] = []
export function getServerToasts(): readonly Toast[] {
  return none
}
