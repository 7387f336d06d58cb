/**
 * The contact form's state machine, kept free of React and the network so every path can
 * be tested: idle → sending (form cleared, thanks shown at once) → sent, or → failed
 * (the message put back, an error with Retry instead of the thanks).
 */
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fill } from '@/lib/i18n/format';

export interface Message {
  name: string;
  email: string;
  message: string;
}

export type Field = keyof Message;

/** The longest each field may be: a name of 100 characters, an address of 254 (RFC 5321's limit), a message of 5000. */
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
      // The form is cleared and the thanks shown at once, before the send has finished.
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

/** The form's words for its checks and its mail link (lib/i18n/dictionaries/). */
export type FormWords = Pick<InterfaceText['contact'], 'errors' | 'mailSubject' | 'mailSubjectNoName'>;

/** Trimmed values, and a specific message for each field that is only white space. */
export function checkMessage(
  raw: Message,
  words: FormWords,
  lang: string,
): { message: Message; errors: Partial<Record<Field, string>> } {
  const message = { name: raw.name.trim(), email: raw.email.trim(), message: raw.message.trim() };
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(LIMITS) as Field[]) {
    if (!message[field]) errors[field] = words.errors[field];
    else if (message[field].length > LIMITS[field])
      errors[field] = fill(words.errors.tooLong, { limit: LIMITS[field] }, lang);
  }
  return { message, errors };
}

/** A mailto: link to the owner with the visitor's message filled in. */
export function mailtoHref(to: string, message: Message, words: FormWords): string {
  const subject = message.name ? fill(words.mailSubject, { name: message.name }) : words.mailSubjectNoName;
  const signature = [message.name, message.email && `<${message.email}>`].filter(Boolean).join(' ');
  const body = signature ? `${message.message}\n\n${signature}` : message.message;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
