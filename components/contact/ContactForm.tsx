'use client';

import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
  type FormEvent as SubmitEvent,
} from 'react';
import { buildTimeEmailConfig, sendMessage, SendFailure, type EmailConfig } from './emailService';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { plural } from '@/lib/i18n/format';
import { richText } from '@/components/i18n/richText';
import { checkMessage, formReducer, initialState, LIMITS, mailtoHref, type Field, type Message } from './formState';
import { FormField } from './FormField';
import styles from './ContactForm.module.css';

/** The thank-you note shows for 5000 ms. */
export const THANKS_MS = 5000;

declare global {
  interface Window {
    /** Lets a preview or the end-to-end tests supply the e-mail service's identifiers at run time. */
    __contactEmailConfig?: EmailConfig | null;
  }
}

const noSubscription = () => () => {};
function useEmailConfig(): EmailConfig | null {
  return useSyncExternalStore(
    noSubscription,
    () => (window.__contactEmailConfig === undefined ? buildTimeEmailConfig : window.__contactEmailConfig),
    () => buildTimeEmailConfig,
  );
}

interface Props {
  /** The owner's address, if they give one: the fallback when no e-mail service is set up or a send fails. */
  ownerEmail?: string;
  thanks: string;
  sendLabel: string;
  words: InterfaceText['contact'];
  lang: string;
}

/**
 * The contact form. A message is never silently lost: if sending fails it goes back into
 * the form with an error, a Retry button and a mail link carrying the same text.
 */
export function ContactForm({ ownerEmail, thanks, sendLabel, words, lang }: Props) {
  const config = useEmailConfig();
  const [state, dispatch] = useReducer(formReducer, initialState);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { notice } = state;

  // The page is readable and the fields usable before this code arrives (it loads after the
  // first view): whatever the visitor typed meanwhile becomes the form's state before React
  // renders the fields again, so it is neither wiped nor silently left out of the send.
  useLayoutEffect(() => {
    for (const name of Object.keys(LIMITS) as Field[]) {
      const typed = form.current?.elements.namedItem(name);
      if (typed instanceof HTMLInputElement || typed instanceof HTMLTextAreaElement) {
        if (typed.value) dispatch({ type: 'edit', field: name, value: typed.value });
      }
    }
  }, []);

  useEffect(() => {
    if (notice?.kind !== 'thanks') return;
    const timer = setTimeout(() => dispatch({ type: 'thanks-expired' }), THANKS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const deliver = (message: Message) => {
    if (!config) return;
    dispatch({ type: 'send', message });
    sendMessage(config, message).then(
      () => dispatch({ type: 'sent' }),
      (error: unknown) => {
        console.error('The contact message could not be sent', error instanceof SendFailure ? error.detail : error);
        dispatch({ type: 'failed', reason: error instanceof SendFailure ? error.reason : 'network', message });
      },
    );
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // The browser has already checked required fields and the e-mail format.
    event.preventDefault();
    if (state.sending) return;
    if (honeypot.current?.value) {
      dispatch({ type: 'bot-dropped' });
      return;
    }
    const { message, errors } = checkMessage(state.values, words, lang);
    const invalid = (Object.keys(errors) as Field[])[0];
    if (invalid) {
      dispatch({ type: 'invalid', errors });
      // The field's id is its name; its error message is linked to it for screen readers.
      document.getElementById(invalid)?.focus();
      return;
    }
    if (!config) {
      // No service and no address: the content check refuses such a build; nothing to do.
      if (!ownerEmail) return;
      dispatch({ type: 'opened-mail-app', message });
      window.location.assign(mailtoHref(ownerEmail, message, words));
      return;
    }
    deliver(message);
  };

  const field = (name: Field) => ({
    id: name,
    value: state.values[name],
    error: state.errors[name],
    maxLength: LIMITS[name],
    onChange: (value: string) => dispatch({ type: 'edit', field: name, value }),
    charactersLeft: (count: number) => plural(words.charactersLeft, count, lang),
  });
  const mailLink = (message: Message, text: string) => <a href={mailtoHref(ownerEmail!, message, words)}>{text}</a>;

  return (
    <form
      ref={form}
      className={styles.form}
      // Without JavaScript the browser hands the form to the visitor's mail app; with no address, it cannot be sent.
      action={ownerEmail ? `mailto:${ownerEmail}` : undefined}
      data-needs-script={ownerEmail ? undefined : ''}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
    >
      {!ownerEmail && (
        <noscript>
          <p className={styles.mode}>{words.needsScript}</p>
        </noscript>
      )}
      {!config && ownerEmail && (
        <p className={styles.mode}>
          {richText(words.opensMailApp, { email: <a href={`mailto:${ownerEmail}`}>{ownerEmail}</a> })}
        </p>
      )}
      <p className={styles.hint}>{words.allRequired}</p>
      <FormField label={words.name} autoComplete="name" {...field('name')} />
      <FormField label={words.email} type="email" autoComplete="email" {...field('email')} />
      <FormField label={words.message} multiline autoComplete="off" {...field('message')} />

      {/* A trap for bots: people never see or reach it, bots fill it in. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="company">{words.trap}</label>
        <input ref={honeypot} id="company" name="company" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" className={styles.send} disabled={state.sending}>
        {state.sending ? words.sending : sendLabel}
      </button>

      <div role="status" className={styles.status}>
        {notice?.kind === 'thanks' && <p className={styles.thanks}>{thanks}</p>}
        {notice?.kind === 'mail-app' && ownerEmail && (
          <p className={styles.thanks}>
            {richText(words.mailAppOpened, { link: mailLink(notice.unsent, words.mailAppLink), email: ownerEmail })}
          </p>
        )}
      </div>
      {notice?.kind === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>
            {words.failure[notice.reason]} {words.nothingLost}
          </p>
          <p className={styles.actions}>
            {notice.reason !== 'throttled' && (
              <button
                type="button"
                className={styles.retry}
                onClick={() => deliver(notice.unsent)}
                disabled={state.sending}
              >
                {words.retry}
              </button>
            )}
            {ownerEmail && mailLink(notice.unsent, words.sendWithMailApp)}
          </p>
        </div>
      )}
    </form>
  );
}
