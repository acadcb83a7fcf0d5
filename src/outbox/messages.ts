/**
 * What the outbox's worker part tells the pages: a delivery round sent or lost a message, so a page reads the outbox
 * again. Declared here rather than in src/sw/messages.ts, which lists it among the worker's messages, so that the
 * outbox's worker part needs nothing from the worker that starts it.
 */
export type OutboxChanged = { type: 'OUTBOX_CHANGED' }
