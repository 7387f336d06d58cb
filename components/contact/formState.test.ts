import { en } from '@/lib/i18n/dictionaries/en';
import { checkMessage, formReducer, initialState, mailtoHref, type FormState } from './formState';

const message = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };

describe('formReducer', () => {
  it('goes idle → sending with thanks → sent → idle after the thanks expire', () => {
    let state: FormState = formReducer(initialState, { type: 'edit', field: 'name', value: 'Ada' });
    state = formReducer(state, { type: 'send', message });
    expect(state).toMatchObject({
      values: { name: '', email: '', message: '' },
      sending: true,
      notice: { kind: 'thanks' },
    });
    state = formReducer(state, { type: 'sent' });
    expect(state.sending).toBe(false);
    state = formReducer(state, { type: 'thanks-expired' });
    expect(state.notice).toBeNull();
  });

  it('restores the message on failure, unless a new one was started', () => {
    const sending = formReducer(initialState, { type: 'send', message });
    expect(formReducer(sending, { type: 'failed', reason: 'server', message }).values).toEqual(message);
    const typing = formReducer(sending, { type: 'edit', field: 'message', value: 'A new one' });
    const failed = formReducer(typing, { type: 'failed', reason: 'network', message });
    expect(failed.values.message).toBe('A new one');
    expect(failed.notice).toEqual({ kind: 'failed', reason: 'network', unsent: message });
  });

  it('keeps an error notice when the thanks timer of an earlier send fires', () => {
    const failed = formReducer(formReducer(initialState, { type: 'send', message }), {
      type: 'failed',
      reason: 'server',
      message,
    });
    expect(formReducer(failed, { type: 'thanks-expired' })).toBe(failed);
  });
});

describe('checkMessage', () => {
  it('trims values and flags white-space-only and over-long fields', () => {
    expect(checkMessage({ name: ' Ada ', email: ' a@b.co ', message: ' Hi ' }, en.contact, 'en')).toEqual({
      message: { name: 'Ada', email: 'a@b.co', message: 'Hi' },
      errors: {},
    });
    const { errors } = checkMessage({ name: '  ', email: '\t', message: 'x'.repeat(5001) }, en.contact, 'en');
    expect(errors).toEqual({
      name: 'Please enter your name, not just spaces.',
      email: 'Please enter your e-mail address, not just spaces.',
      message: 'Please keep this under 5,000 characters.',
    });
    // The limit as the language writes numbers.
    expect(
      checkMessage(
        { name: 'Ada', email: 'a@b.co', message: 'x'.repeat(5001) },
        { ...en.contact, errors: { ...en.contact.errors, tooLong: 'Höchstens {limit} Zeichen.' } },
        'de',
      ).errors.message,
    ).toBe('Höchstens 5.000 Zeichen.');
  });
});

describe('mailtoHref', () => {
  it('fills subject and body, encoded', () => {
    expect(
      mailtoHref('me@example.com', { name: 'Ada & co', email: 'a@b.co', message: 'Line 1\nLine 2' }, en.contact),
    ).toBe(
      'mailto:me@example.com?subject=Message%20from%20Ada%20%26%20co' +
        '&body=Line%201%0ALine%202%0A%0AAda%20%26%20co%20%3Ca%40b.co%3E',
    );
  });
});
