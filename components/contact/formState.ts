/**
 * The contact form's state machine, kept free of React and the network so every path can
 * be tested: idle → sending (form cleared, thanks shown at once) → sent, or → failed
 * (the message put back, an error with Retry instead of the thanks).
 */

export interface Message {
  name: string;
  email: string;
  message: string;
}

export type Field = keyof Message;

/** SPEC.md §5 plus the limits a mail server accepts (RFC 5321 for the address). */
export const LIMITS: Record<Field, number> = { name: 100, email: 254, message: 5000 };

/** Why a send failed, in the words the visitor reads. */
export type FailureReason = 'network' | 'server' | 'throttled' | 'refused';

export type Notice =
  | { kind: 'thanks' }
  | { kind: 'failed'; reason: FailureReason; unsent: Message }
  | { kind: 'mail-app'; unsent: Message };

export interface FormState {
  values: Message;
  errors: Partial<Record<Field, string>>;
  /** A send is in flight: the Send button is disabled. */
  sending: boolean;
  notice: Notice | null;
}

export type FormEvent =
  | { type: 'edit'; field: Field; value: string }
  | { type: 'invalid'; errors: Partial<Record<Field, string>> }
  | { type: 'send'; message: Message }
  | { type: 'sent' }
  | { type: 'failed'; reason: FailureReason; message: Message }
  | { type: 'thanks-expired' }
  | { type: 'bot-dropped' }
  | { type: 'opened-mail-app'; message: Message };

const EMPTY: Message = { name: '', email: '', message: '' };

export const initialState: FormState = { values: EMPTY, errors: {}, sending: false, notice: null };

const isEmpty = (message: Message) => !message.name && !message.email && !message.message;

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'edit': {
      const errors = { ...state.errors };
      delete errors[event.field];
      return { ...state, values: { ...state.values, [event.field]: event.value }, errors };
    }
    case 'invalid':
      return { ...state, errors: event.errors };
    case 'send':
      // SPEC.md §2: the form is cleared and the thanks shown at once.
      return { values: EMPTY, errors: {}, sending: true, notice: { kind: 'thanks' } };
    case 'sent':
      return { ...state, sending: false };
    case 'failed':
      // Put the message back, unless the visitor has already started a new one:
      // then it stays in the error notice (Retry and the mail link still carry it).
      return {
        ...state,
        values: isEmpty(state.values) ? event.message : state.values,
        sending: false,
        notice: { kind: 'failed', reason: event.reason, unsent: event.message },
      };
    case 'thanks-expired':
      return state.notice?.kind === 'thanks' ? { ...state, notice: null } : state;
    case 'bot-dropped':
      return { ...state, values: EMPTY, errors: {}, notice: { kind: 'thanks' } };
    case 'opened-mail-app':
      return { ...state, notice: { kind: 'mail-app', unsent: event.message } };
  }
}

/** Trimmed values, and a specific message for each field that is only white space. */
export function checkMessage(raw: Message): { message: Message; errors: Partial<Record<Field, string>> } {
  const message = { name: raw.name.trim(), email: raw.email.trim(), message: raw.message.trim() };
  const errors: Partial<Record<Field, string>> = {};
  if (!message.name) errors.name = 'Please enter your name, not just spaces.';
  if (!message.email) errors.email = 'Please enter your e-mail address, not just spaces.';
  if (!message.message) errors.message = 'Please write a message, not just spaces.';
  for (const field of Object.keys(LIMITS) as Field[]) {
    if (message[field].length > LIMITS[field]) errors[field] = `Please keep this under ${LIMITS[field]} characters.`;
  }
  return { message, errors };
}

/** A mailto: link to the owner with the visitor's message filled in. */
export function mailtoHref(to: string, message: Message): string {
  const subject = message.name ? `Message from ${message.name}` : 'Message from your website';
  const signature = [message.name, message.email && `<${message.email}>`].filter(Boolean).join(' ');
  const body = signature ? `${message.message}\n\n${signature}` : message.message;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What the visitor reads when a send fails. */
export const failureText: Record<FailureReason, string> = {
  network: 'Your message could not be sent: the connection failed.',
  server: 'Your message could not be sent: the e-mail service answered with an error.',
  throttled: 'You sent a message a moment ago. Please wait 10 seconds before sending another.',
  refused: 'Your message could not be sent: the e-mail service refused it.',
};
