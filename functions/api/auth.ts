/** GET /api/auth: the content editor's sign-in popup starts here (the logic and its rules: ./_oauth.ts). */
import { type OAuthContext, startAuthorization } from './_oauth'

export const onRequest = (context: OAuthContext): Promise<Response> => startAuthorization(context)
