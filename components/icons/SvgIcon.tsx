import type { IconifyIcon } from '@iconify/types';
import { iconToSVG } from '@iconify/utils';

interface Props {
  icon: IconifyIcon;
  className?: string;
}

/**
 * An icon from the bundled Iconify data, rendered to plain SVG on the server. Unlike
 * @iconify/react's <Icon> (a client component), it adds no JavaScript to any page:
 * client components receive it as a ready-made element (a prop or children).
 * Decorative: the control or text beside it carries the meaning.
 */
export function SvgIcon({ icon, className }: Props) {
  const { attributes, body } = iconToSVG(icon, { height: '1em' });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={attributes.width}
      height={attributes.height}
      viewBox={attributes.viewBox}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
