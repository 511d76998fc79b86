import { tokenResponseSchema, type LoginForm, type TokenResponse } from '../../../../common/schemas/login.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** POST {base}/token/generate: a token for the staff member's e-mail and password. */
export function generateToken(form: LoginForm): Promise<TokenResponse> {
  return apiPost(apiPaths.generateToken, form, tokenResponseSchema);
}
