import type { FailureReason, Message } from './formState';

/** The e-mail service's identifiers; public by design (see README, "Contact form"). */
export interface EmailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** Refuse to send from headless browsers (bots). On by default; off for the test run. */
  blockHeadless: boolean;
}

/** Set at build time from NEXT_PUBLIC_EMAILJS_*; null when they are missing (the mail-app fallback). */
export const buildTimeEmailConfig: EmailConfig | null =
  process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID &&
  process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID &&
  process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
    ? {
        serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
        templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
        publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
        blockHeadless: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS !== 'false',
      }
    : null;

/** A second send within 10 s is refused (the SDK's limitRate). */
const THROTTLE = { id: 'contact-form', throttle: 10_000 };

/**
 * The SDK records the time of each attempt before sending. Its store is ours so that a
 * failed attempt can be forgotten: Retry after a failure must not be throttled.
 */
const attempts = {
  get: async (key: string) => localStorage.getItem(key),
  set: async (key: string, value: string) => localStorage.setItem(key, value),
  remove: async (key: string) => localStorage.removeItem(key),
};

export class SendFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly detail: unknown,
  ) {
    super(`Contact message not sent (${reason})`);
  }
}

function reasonFor(error: unknown): FailureReason {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
  if (status === 429) return 'throttled';
  if (status === 403 || status === 451) return 'refused';
  if (status !== undefined && status > 0) return 'server';
  return 'network';
}

/** Sends the message with the e-mail service's SDK, loaded only when a visitor sends. */
export async function sendMessage(config: EmailConfig, message: Message): Promise<void> {
  const { send } = await import('@emailjs/browser');
  try {
    const response = await send(
      config.serviceId,
      config.templateId,
      { ...message },
      {
        publicKey: config.publicKey,
        blockHeadless: config.blockHeadless,
        limitRate: THROTTLE,
        storageProvider: attempts,
      },
    );
    console.info('Contact message sent', response.status, response.text);
  } catch (error) {
    const reason = reasonFor(error);
    if (reason !== 'throttled') await attempts.remove(THROTTLE.id);
    throw new SendFailure(reason, error);
  }
}
