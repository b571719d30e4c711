import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link to log when mail is written to the outbox, so a local user can follow it. */
  link?: string;
  /** Files sent with it (e.g. a calendar invite). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra header lines (e.g. List-Unsubscribe for one-click unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise each message is written to the outbox as .eml. Every
 * send goes through `skippingSampleAccounts` first; `onOutcome` hears whether each one that was
 * not skipped went out (the metrics count them).
 */
export function createMailer(
  opts: { smtpUrl?: string; from: string; outboxDir: string },
  log: FastifyBaseLogger,
  db: Db,
  onOutcome?: (outcome: 'sent' | 'failed') => void,
): Mailer {
  const transport = transportMailer(opts, log);
  return skippingSampleAccounts(onOutcome ? counting(transport, onOutcome) : transport, db, log);
}

function counting(mailer: Mailer, onOutcome: (outcome: 'sent' | 'failed') => void): Mailer {
  return {
    async send(m) {
      try {
        await mailer.send(m);
      } catch (err) {
        onOutcome('failed');
        throw err;
      }
      onOutcome('sent');
    },
  };
}

/**
 * No e-mail goes to an account of the invented sample world (demo data, `user.sample`): their
 * addresses are made up, and a real domain could one day answer. The skip is logged without the
 * address. Every e-mail the app sends (auth links, message and match notices, moderation) passes
 * here, so this is the one place that decides.
 */
function skippingSampleAccounts(mailer: Mailer, db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(m) {
      // better-auth keeps addresses lower-case; either spelling finds the account by its index.
      const found = await rows(
        db,
        sql`select true as sample from "user" where (email = ${m.to} or email = ${m.to.toLowerCase()}) and sample limit 1`,
      );
      if (found.length > 0) {
        log.info({ subject: m.subject }, 'E-mail to a sample account not sent');
        return;
      }
      await mailer.send(m);
    },
  };
}

function transportMailer(
  opts: { smtpUrl?: string; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments: m.attachments,
          headers: m.headers,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        headers: m.headers,
      });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file, link: m.link }, `E-mail "${m.subject}" written to the outbox`);
    },
  };
}
