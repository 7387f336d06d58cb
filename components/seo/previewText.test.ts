import { previewText } from './previewText';

describe('previewText', () => {
  it('keeps a description that fits, on one line', () => {
    expect(previewText('A short one.\n  Two lines.')).toBe('A short one. Two lines.');
  });

  it('cuts a long one after the last sentence that fits', () => {
    const first =
      'Tracks a subscriber’s rate code timeline, ' + 'so the retention team can see when each discount started.';
    const text =
      `${first} It also shows what the subscriber did next, ` +
      'and how long they stayed after the offer ended, by month.';
    expect(previewText(text)).toBe(first);
  });

  it('else at the last whole word that fits, with an ellipsis, never mid-word', () => {
    const text = `${'word '.repeat(40)}end`;
    const cut = previewText(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
    expect(previewText(`Short start. ${'longerword '.repeat(30)}`)).toMatch(/longerword…$/);
  });
});
