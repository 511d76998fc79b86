import type { PageQuery } from '../../common/schemas/browse.ts';
import type { FailedSignInPage } from '../../common/schemas/failed-sign-in.ts';
import type { LoginFailureRepository } from '../auth/login-failure-repository.ts';
import type { StaffMember } from '../auth/staff-member.ts';
import { page } from './moderation-service.ts';

/**
 * Failed sign-ins to staff accounts, newest first: an admin reads everyone's, a moderator only their own
 * (the log names accounts and the addresses tried from, which are not a moderator's to see).
 */
export class FailedSignInLog {
  readonly #failures: LoginFailureRepository;

  constructor(failures: LoginFailureRepository) {
    this.#failures = failures;
  }

  async page(query: PageQuery, reader: StaffMember): Promise<FailedSignInPage> {
    const onlyOf = reader.role === 'admin' ? undefined : reader.seq;
    const { failures, total } = await this.#failures.failurePage(query.page * query.size, query.size, onlyOf);
    return page(failures, total, query);
  }
}
