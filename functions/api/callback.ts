/** GET /api/callback: GitHub sends the editor's sign-in popup back here (the logic and its rules: ./_oauth.ts). */
import { finishAuthorization, type OAuthContext } from './_oauth'

export const onRequest = (context: OAuthContext): Promise<Response> => finishAuthorization(context)
