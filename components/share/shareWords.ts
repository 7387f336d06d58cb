import type { InterfaceText } from '@/lib/i18n/interfaceText';
import type { ShareWords } from './ShareButton';

/** The Share buttons' words, as the pages with Share buttons hand them down. */
export const shareWords = ({ share }: InterfaceText): ShareWords => ({
  share: share.share,
  shareTitle: share.shareTitle,
  copied: share.copied,
  copyRefused: share.copyRefused,
});
