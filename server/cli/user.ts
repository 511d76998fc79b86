import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staffRoleSchema } from '../../common/schemas/staff.ts';
import { UserAccountError, type UserService } from '../auth/user-service.ts';
import { parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE = `Usage:
  npm run user -- add --email E --first F --last L --role admin|moderator
  npm run user -- list
  npm run user -- remove --email E
  npm run user -- set-password --email E
The password is asked for at the prompt (not shown), or read from the first line of stdin when piped.`;

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

/** A prompt that shows nothing typed, as password prompts do. */
async function promptHidden(question: string): Promise<string> {
  const output = process.stderr;
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  let muted = false;
  const write = output.write.bind(output);
  // Readline echoes through output; swallow the echo once the question is shown.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
    if (!muted) write(text);
  };
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, resolve);
      muted = true;
    });
  } finally {
    rl.close();
    write('\n');
  }
}

async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Repeat the password: ')) !== password) throw new UsageError('The passwords differ.');
  return password;
}

async function run(
  users: UserService,
  command: string | undefined,
  values: Record<string, string | undefined>,
): Promise<string> {
  switch (command) {
    case 'add': {
      const role = staffRoleSchema.safeParse(values.role);
      if (!role.success) throw new UsageError('--role must be admin or moderator.');
      const details = {
        email: required(values, 'email'),
        firstName: required(values, 'first'),
        lastName: required(values, 'last'),
        role: role.data,
      };
      const outcome = await users.add({ ...details, password: await askPassword() });
      return `${outcome === 'added' ? 'Added' : 'Reactivated'} ${details.role} ${details.email.toLowerCase()}.`;
    }
    case 'list': {
      const all = await users.list();
      if (all.length === 0) return 'No staff accounts.';
      return all
        .map(
          (user) =>
            `${user.email}\t${user.role}\t${user.firstName} ${user.lastName}\t(since ${user.created.slice(0, 10)})`,
        )
        .join('\n');
    }
    case 'remove': {
      const email = required(values, 'email');
      const outcome = await users.remove(email);
      return outcome === 'deleted'
        ? `Removed ${email}.`
        : `Removed ${email}'s access; the account is kept, disabled, so the activity log keeps the name.`;
    }
    case 'set-password': {
      const email = required(values, 'email');
      await users.setPassword(email, await askPassword());
      return `Changed the password of ${email}; its sessions are signed out.`;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}.` : 'Give a command.');
  }
}

const parsed = parseCommandLineOrExit(USAGE, () =>
  parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      role: { type: 'string' },
    },
  }),
);

await runWithServices(
  async ({ users }) => {
    console.log(await run(users, parsed.positionals[0], parsed.values));
  },
  (error) => {
    if (error instanceof UsageError) return `${error.message}\n${USAGE}`;
    if (error instanceof UserAccountError) return error.message;
    return null;
  },
);
