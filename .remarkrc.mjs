/**
 * remark (remark-cli) for `npm run check:readme`: the relative links, pictures and #anchors of
 * README.md and every Markdown page under docs/, checked offline by remark-validate-links.
 * `repository: false` because a clone may have no `origin` (or a fork's): links are checked as
 * files and headings here, never against a host.
 */
import { readdirSync } from 'node:fs';
import remarkValidateLinks from 'remark-validate-links';

/**
 * The status badge links to GitHub's page of a workflow (`../../actions/workflows/test.yml`,
 * relative so that a fork shows its own runs), which is not a file here: let it through for
 * the workflows that exist, so a badge naming a renamed workflow still fails.
 */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const workflowPages = readdirSync('.github/workflows').map(
  (name) => new RegExp(`/actions/workflows/${escape(name)}(/badge\\.svg)?$`),
);

const config = {
  plugins: [[remarkValidateLinks, { repository: false, skipPathPatterns: workflowPages }]],
};

export default config;
