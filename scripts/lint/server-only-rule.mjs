/**
 * An ESLint rule for components/: a file that reads the file system (node:fs, fs/promises)
 * imports `server-only` too, so that a client component importing it fails the build at once
 * instead of shipping a module that cannot run in a browser.
 */

const FILE_SYSTEM = /^(node:)?fs(\/promises)?$/;

/** @type {import('eslint').Rule.RuleModule} */
const readsFilesServerOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'A component that reads the file system imports server-only.' },
    messages: {
      missing:
        "This file reads the file system ({{source}}): import 'server-only' too, so no client component can import it.",
    },
    schema: [],
  },
  create(context) {
    let fileSystem;
    let serverOnly = false;
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === 'server-only') serverOnly = true;
        else if (typeof source === 'string' && FILE_SYSTEM.test(source)) fileSystem ??= node;
      },
      'Program:exit'() {
        if (fileSystem && !serverOnly)
          context.report({ node: fileSystem, messageId: 'missing', data: { source: fileSystem.source.value } });
      },
    };
  },
};

export const serverOnlyPlugin = { rules: { 'reads-files-server-only': readsFilesServerOnly } };
