import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/analysis/rules.ts';
import { renderRulesDoc } from '../../src/core/analysis/rules-doc.ts';

const docPath = resolve(import.meta.dirname, '../../docs/rules.md');

describe('docs/rules.md', () => {
  it('is up to date with the rule data (run `npm run docs:rules` to regenerate)', () => {
    expect(readFileSync(docPath, 'utf8')).toBe(renderRulesDoc());
  });

  it('mentions every rule id and issue text', () => {
    const doc = renderRulesDoc();
    for (const rule of RULES) {
      expect(doc).toContain(`\`${rule.id}\``);
      expect(doc).toContain(rule.issue);
    }
  });
});
