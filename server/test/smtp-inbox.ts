import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  /** The name each mail's client gave in its greeting (EHLO), in the order of `mails`. */
  clientNames: string[];
  /** Waits for the `count`th mail received in all (1-based). */
  mail(count: number): Promise<ParsedMail>;
  /** Refuses the next `count` messages with a temporary failure (451), as a failing server does. */
  refuseNext(count: number): void;
  /**
   * Keeps the next message but never answers it: the mail went out, and the sender (killed meanwhile)
   * never heard so.
   */
  holdNext(): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every mail it accepts, parsed; on a free port unless given one. */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const clientNames: string[] = [];
  const waiting: Array<{ count: number; resolve: (mail: ParsedMail) => void }> = [];
  let refusals = 0;
  let hold = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      const held = hold;
      hold = false;
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          clientNames.push(session.hostNameAppearsAs);
          for (const waiter of waiting.filter((entry) => entry.count <= mails.length)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mails[waiter.count - 1]!);
          }
          if (!held) callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    clientNames,
    mail: (count) =>
      mails.length >= count
        ? Promise.resolve(mails[count - 1]!)
        : new Promise((resolve) => waiting.push({ count, resolve })),
    refuseNext: (count) => {
      refusals = count;
    },
    holdNext: () => {
      hold = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The links of a plain-text mail. */
export function linksOf(mail: ParsedMail): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
}
