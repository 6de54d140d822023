import { MessageFailure, SmtpSecurity } from '@kamar/contract';
import nodemailer from 'nodemailer';
import { PROVIDER_TIMEOUT_MS, type SendOutcome } from './whatsapp-cloud.js';

export interface SmtpSettings {
  host: string;
  port: number;
  security: number;
  user: string;
  password: string;
  fromAddress: string;
}

export interface Mail {
  fromName: string;
  to: string;
  subject: string;
  text: string;
}

/** Nodemailer's error codes and the server's reply code as a reason in words, and whether to try again. */
function failureOf(error: { code?: string; responseCode?: number; message?: string }) {
  if (error.code === 'EAUTH') return { reason: MessageFailure.AccessDenied, retry: false };
  if (error.code === 'EENVELOPE' || (error.responseCode !== undefined && error.responseCode >= 550))
    return { reason: MessageFailure.AddressRefused, retry: false };
  if (error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 550)
    return { reason: MessageFailure.Other, retry: false };
  // Connection refused or lost, a timeout, TLS trouble, a 4xx "try later": the server may be back.
  return { reason: MessageFailure.ProviderUnavailable, retry: true };
}

/** Email over SMTP (nodemailer): one connection per message, within the providers' time limit. */
export async function sendMail(settings: SmtpSettings, mail: Mail): Promise<SendOutcome> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === SmtpSecurity.Tls,
    requireTLS: settings.security === SmtpSecurity.StartTls,
    ignoreTLS: settings.security === SmtpSecurity.None,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: PROVIDER_TIMEOUT_MS,
    greetingTimeout: PROVIDER_TIMEOUT_MS,
    socketTimeout: PROVIDER_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: { name: mail.fromName, address: settings.fromAddress },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    if (info.rejected.length > 0) {
      return { ok: false, retry: false, reason: MessageFailure.AddressRefused, detail: info.response.slice(0, 500) };
    }
    return { ok: true, providerMessageId: info.messageId, answer: info.response.slice(0, 500) };
  } catch (error) {
    const e = error as { code?: string; responseCode?: number; message?: string; response?: string };
    const { reason, retry } = failureOf(e);
    return { ok: false, retry, reason, detail: (e.response ?? e.message ?? String(error)).slice(0, 500) };
  } finally {
    transport.close();
  }
}
