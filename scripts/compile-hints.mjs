// `npm run build` runs this after `next build` (scripts/lib/compile-hints.mjs says why).
import path from 'node:path';
import { addCompileHints, siteScripts } from './lib/compile-hints.mjs';

const root = path.resolve(import.meta.dirname, '..');
const marked = addCompileHints(root);
console.log(`Compile hints: ${marked} of the site's ${siteScripts(path.join(root, '.next')).length} scripts marked.`);
