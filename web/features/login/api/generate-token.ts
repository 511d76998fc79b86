import { tokenResponseSchema, type LoginForm, type TokenResponse } from '../../../../common/schemas/login.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST {base}/token/generate (SPEC §7): a token for the staff member's e-mail and password. */
export function generateToken(form: LoginForm): Promise<TokenResponse> {
  return apiPost('/token/generate', form, tokenResponseSchema);
}
