import type { DatabaseHandle } from '../db/connection.ts';
import { LoginFailureRepository } from './login-failure-repository.ts';
import { LoginLimiter } from './login-limiter.ts';
import { TokenRepository } from './token-repository.ts';
import { TokenService } from './token-service.ts';
import { UserRepository } from './user-repository.ts';
import { UserService } from './user-service.ts';

export function createTokenService(database: DatabaseHandle): TokenService {
  const { db } = database;
  return new TokenService(
    new UserRepository(db),
    new TokenRepository(db),
    new LoginLimiter(new LoginFailureRepository(db)),
  );
}

/** Staff accounts, for the users command and the first administrator on start. */
export function createUserService(database: DatabaseHandle): UserService {
  return new UserService(new UserRepository(database.db), new TokenRepository(database.db));
}
