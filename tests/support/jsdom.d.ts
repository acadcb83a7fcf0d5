/** The part of jsdom's API the tests use (jsdom ships no types, and @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string })
    readonly window: Window & typeof globalThis
  }
}
