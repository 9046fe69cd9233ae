import { ruleById } from '../analysis/rules.ts';
import { TONE_INSIGHT } from '../catalog/rewrite-explanations.ts';
import { MAX_INSIGHT_CARDS } from '../constants.ts';
import type { Analysis } from '../schemas.ts';
import { ALREADY_FRIENDLY, INSIGHT_TEMPLATES, type InsightTemplate } from './insight-templates.ts';

export interface InsightCard {
  readonly id: string;
  readonly title: string;
  readonly body: string;
}

const MAX_QUOTED_WORDS = 3;

function toneInsight(analysis: Analysis): InsightCard | null {
  const sentences = new Set(
    analysis.findings.filter((finding) => finding.beyondSpec).map((finding) => finding.start),
  );
  if (sentences.size === 0) return null;
  return { id: 'tone-beyond-rules', title: TONE_INSIGHT.title, body: TONE_INSIGHT.body(sentences.size) };
}

const firedIn = (analysis: Analysis, template: InsightTemplate) =>
  template.rules.some((id) => analysis.issues.includes(ruleById(id).issue));

// The distinct matched words of the template's rules, in order of appearance, quoted.
function quotedWords(analysis: Analysis, template: InsightTemplate): string {
  const seen = new Map<string, string>();
  for (const finding of analysis.findings) {
    if (!(template.rules as readonly string[]).includes(finding.ruleId)) continue;
    const key = finding.text.toLowerCase().replace(/\s+/g, ' ');
    if (!seen.has(key)) seen.set(key, `"${finding.text.replace(/\s+/g, ' ')}"`);
  }
  const words = [...seen.values()].slice(0, MAX_QUOTED_WORDS);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

// spec §2/§5: up to three insight cards, most important first. A card appears when the original
// triggered its rules; its title says whether the rewrite (if any) resolved them.
export function insightCards(
  original: string,
  originalAnalysis: Analysis,
  rewriteAnalysis?: Analysis,
): InsightCard[] {
  if (original.trim() === '') return [];
  const toneCard = toneInsight(originalAnalysis);
  const cards = INSIGHT_TEMPLATES.filter((template) => firedIn(originalAnalysis, template))
    .slice(0, MAX_INSIGHT_CARDS)
    .map((template) => {
      const isResolved = rewriteAnalysis !== undefined && !firedIn(rewriteAnalysis, template);
      return {
        id: template.id,
        title: isResolved ? template.resolvedTitle : template.pendingTitle,
        body: template.body(quotedWords(originalAnalysis, template)),
      };
    });
  // A message with no listed word but an order or blame in it still needs work (issue 12, item 10):
  // the tone card leads when no rule fired, and comes second otherwise, so it always shows.
  const all = toneCard
    ? [...cards.slice(0, 1), toneCard, ...cards.slice(1)].slice(0, MAX_INSIGHT_CARDS)
    : cards;
  return all.length > 0 ? all : [{ ...ALREADY_FRIENDLY }];
}
