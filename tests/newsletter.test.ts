import { newsletter } from '../src/config'
import { describe, expect, it } from 'vitest'
import { honeypotName } from '../src/features/newsletter/NewsletterForm'

describe('newsletter honeypot', () => {
  it('is named after the list in the action URL, as the provider expects (b_{u}_{id})', () => {
    expect(honeypotName('https://x.list-manage.example/subscribe/post?u=abc123&id=def456')).toBe('b_abc123_def456')
    expect(honeypotName(newsletter.actionUrl)).toBe('b_0a1b2c3d4e5f_6a7b8c9d0e')
  })
})
