import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The alert's one-click unsubscribe address (RFC 8058); confirmation mails have none. */
  unsubscribeUrl?: string;
}

/** Sends mail through the SMTP server of SMTP_URL; a refusal or a lost connection throws. */
export class AlertMailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(smtpUrl: string, from: string) {
    // Short time limits: a sender waiting on a dead server holds its claims, which others then wait out.
    const url = new URL(smtpUrl);
    for (const [name, value] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '20000'],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    this.#transport = nodemailer.createTransport(url.toString());
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.unsubscribeUrl && {
        headers: {
          'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    });
  }

  close(): void {
    this.#transport.close();
  }
}
