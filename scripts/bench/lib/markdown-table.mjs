/**
 * A Markdown table whose columns line up in a terminal, for the audit and the bench.
 * The markdown-table package does the same; ten lines here spare a dependency.
 */
export function markdownTable(head, rows) {
  const lines = rows.map((row) => row.map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}
