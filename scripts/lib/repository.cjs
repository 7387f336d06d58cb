// @ts-check
const path = require('node:path');

/**
 * The repository's folder, for the scripts that write into it (.cache/, public/_img/) or read
 * from it whatever folder they are run from. One place, so that moving a script does not move
 * where it writes.
 */
const repositoryRoot = path.join(__dirname, '..', '..');

module.exports = { repositoryRoot };
