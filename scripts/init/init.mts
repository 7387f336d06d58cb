/** `npm run init -- demo | blank`: starts the owner's content/ and public/ (scripts/init/starters.ts). */
import { parseArgs } from 'node:util';
import { init, STARTERS, usage, type Starter } from './starters';

const {
  positionals: [starter],
} = parseArgs({ allowPositionals: true });
if (!starter || !(starter in STARTERS)) {
  console.error(usage);
  process.exit(2);
}
const { ok, lines } = await init(starter as Starter);
(ok ? console.log : console.error)(lines.join('\n'));
process.exit(ok ? 0 : 1);
