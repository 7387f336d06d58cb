/**
 * An address as written in Markdown, decoded (`my%20take.mp3` → `my take.mp3`), or as it is where
 * it is no valid encoding (`50%`): an owner's typo is a line of the content check, never a stack trace.
 */
export function decoded(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
