// Writes docs/rules.md from the analysis rule data (`npm run docs:rules`).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderRulesDoc } from '../src/core/analysis/rules-doc.ts';

const target = resolve(import.meta.dirname, '../docs/rules.md');
writeFileSync(target, renderRulesDoc());
console.log(`Wrote ${target}`);
