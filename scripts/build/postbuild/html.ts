/**
 * The few operations the post-build steps make on a parsed page, over parse5's tree: find
 * elements, read and set attributes, insert and remove. parse5 parses as a browser does and
 * serialises the text of <script> and <style> as it is, so a hash of an element's text is a
 * hash of the bytes the browser reads.
 */
import { defaultTreeAdapter as tree, html, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlDocument = DefaultTreeAdapterMap['document'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export const parseHtml = (text: string): HtmlDocument => parse(text);
export const serializeHtml = (document: HtmlDocument): string => serialize(document);

/** Every element under `root`, in document order. */
export function* elementsOf(root: ParentNode): Generator<HtmlElement> {
  for (const child of root.childNodes) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The elements named `tagName` under `root` that pass `test`, in document order. */
export function findAll(root: ParentNode, tagName: string, test: (element: HtmlElement) => boolean = () => true) {
  return [...elementsOf(root)].filter((element) => element.tagName === tagName && test(element));
}

export const attribute = (element: HtmlElement, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
export const hasAttribute = (element: HtmlElement, name: string) => attribute(element, name) !== undefined;

/** Whether a space-separated attribute such as `rel` holds `token`. */
export const hasToken = (element: HtmlElement, name: string, token: string) =>
  (attribute(element, name) ?? '').toLowerCase().split(/\s+/).includes(token);

export function setAttribute(element: HtmlElement, name: string, value: string) {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** The text an element holds, as the browser reads it (a script's or a stylesheet's source). */
export const textOf = (element: HtmlElement) =>
  element.childNodes.map((child) => (tree.isTextNode(child) ? child.value : '')).join('');

/** A new element with its attributes in the order given and, for a script or style, its text. */
export function createElement(tagName: string, attributes: Record<string, string>, text?: string) {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const element = tree.createElement(tagName, html.NS.HTML, attrs);
  if (text !== undefined) tree.insertText(element, text);
  return element;
}

export function insertBefore(reference: HtmlElement, element: HtmlElement) {
  tree.insertBefore(reference.parentNode!, element, reference);
}

export function insertAfter(reference: HtmlElement, element: HtmlElement) {
  const parent = reference.parentNode!;
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) tree.insertBefore(parent, element, next);
  else tree.appendChild(parent, element);
}

export const remove = (element: HtmlElement) => tree.detachNode(element);

/** Puts `element` last in `parent`. */
export const appendTo = (parent: HtmlElement, element: HtmlElement) => tree.appendChild(parent, element);

export function removeAttribute(element: HtmlElement, name: string) {
  element.attrs = element.attrs.filter((attr) => attr.name !== name);
}
