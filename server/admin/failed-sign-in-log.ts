import type { PageQuery } from '../../common/schemas/browse.ts';
import type { FailedSignInPage } from '../../common/schemas/failed-sign-in.ts';
import type { LoginFailureRepository } from '../auth/login-failure-repository.ts';
import { page } from './moderation-service.ts';

/** Failed sign-ins to staff accounts, newest first, for staff who read the activity log. */
export class FailedSignInLog {
  readonly #failures: LoginFailureRepository;

  constructor(failures: LoginFailureRepository) {
    this.#failures = failures;
  }

  async page(query: PageQuery): Promise<FailedSignInPage> {
    const { failures, total } = await this.#failures.failurePage(query.page * query.size, query.size);
    return page(failures, total, query);
  }
}
