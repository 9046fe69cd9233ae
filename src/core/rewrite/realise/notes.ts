import type { Hostility } from '../understand/hostility.ts';

// What the editor changed, in order, for the explanation (realise/explain.ts).
export type EditNote =
  | { readonly kind: 'dropped'; readonly reason: Hostility; readonly sentence: number }
  | { readonly kind: 'request'; readonly sentence: number }
  | { readonly kind: 'observed'; readonly sentence: number }
  | { readonly kind: 'consequence'; readonly sentence: number }
  | { readonly kind: 'swearing'; readonly sentence: number }
  // A harsh word that is no swearing ("nonsense", "idiot"), softened or taken out.
  | { readonly kind: 'harsh'; readonly sentence: number }
  | { readonly kind: 'reproach'; readonly word: string; readonly sentence: number }
  | { readonly kind: 'swap'; readonly from: string; readonly to: string }
  | { readonly kind: 'shouting'; readonly sentence: number }
  | { readonly kind: 'punctuation'; readonly sentence: number };

// Notes that say something hostile was taken out or told as the writer's own step: a dropped
// clause, a reproach word, swearing, a harsh word, a threat's consequence.
export const HOSTILITY_REMOVED: ReadonlySet<EditNote['kind']> = new Set([
  'dropped',
  'reproach',
  'swearing',
  'harsh',
  'consequence',
]);

export class NoteBook {
  readonly notes: EditNote[] = [];
  add(note: EditNote): void {
    const same = this.notes.some((existing) => JSON.stringify(existing) === JSON.stringify(note));
    if (!same) this.notes.push(note);
  }
}
