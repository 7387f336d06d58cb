import { Fragment, type ReactNode } from 'react';

/**
 * A text whose `{placeholders}` are elements (a link, a `<time>`) rather than words:
 * "Or write to me directly at {email}.", { email: <a …/> } → the words around the link, in the
 * language's own order.
 */
export function richText(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}
