import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailFileName, mailFolder } from './files';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** SMTP when a URL is set; otherwise each message becomes an .eml file in DATA_DIR/mail. */
export function createSender({ smtpUrl, dataDir }: { smtpUrl?: string; dataDir: string }): SendMail {
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      ignoreTLS: url.searchParams.get('tls') === 'off', // a local relay without STARTTLS
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return async (mail) => {
      await transport.sendMail(message(mail));
    };
  }
  const dir = mailFolder(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Messages carry what visitors typed (names, addresses, résumés): readable by the server's user only.
  // Written under a .tmp name and renamed when complete, so a backup (server/backup/) that reads the folder
  // while a message is being written never takes half of one: it leaves .tmp files out. The name carries the
  // outbox row's id, so the file is deleted with its row (server/mail/files.ts).
  return async (mail) => {
    const info = await transport.sendMail(message(mail));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, mailFileName(mail.id));
    await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  };
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@navyug.mail>`,
  };
}
