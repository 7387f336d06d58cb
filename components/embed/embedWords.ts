import type { InterfaceText } from '@/lib/i18n/interfaceText';

/** The words of the Embed button and its dialog. */
export type EmbedWords = Pick<
  InterfaceText['share'],
  'embed' | 'embedTitle' | 'copyCode' | 'codeCopied' | 'copyRefused' | 'closeEmbed' | 'embedHint' | 'embedFailed'
> & { player: string };

/** The Embed button's and dialog's words, as the pages with one hand them down. */
export const embedWords = ({ share, player }: InterfaceText): EmbedWords => ({
  embed: share.embed,
  embedTitle: share.embedTitle,
  copyCode: share.copyCode,
  codeCopied: share.codeCopied,
  copyRefused: share.copyRefused,
  closeEmbed: share.closeEmbed,
  embedHint: share.embedHint,
  embedFailed: share.embedFailed,
  player: player.player,
});
