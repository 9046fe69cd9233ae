import { describe, expect, it } from 'vitest';
import { closeNewestDialog, trackOpenDialog } from './dialog-stack.ts';

// A document stand-in: the dialogs in the order they sit in <body>.
const documentWith = (...dialogs: Element[]) => ({ querySelectorAll: () => dialogs }) as unknown as Document;
const element = () => ({}) as Element;

describe('closeNewestDialog', () => {
  it('closes only the dialog that sits last, even when the outer one hears the Escape', () => {
    const outer = element();
    const nested = element();
    const closed: string[] = [];
    const forgetOuter = trackOpenDialog(outer, () => closed.push('outer'));
    const forgetNested = trackOpenDialog(nested, () => closed.push('nested'));
    expect(closeNewestDialog(documentWith(outer, nested))).toBe(true);
    expect(closed).toEqual(['nested']);
    forgetNested();
    expect(closeNewestDialog(documentWith(outer))).toBe(true);
    expect(closed).toEqual(['nested', 'outer']);
    forgetOuter();
  });

  it('skips a dialog element it was never told about, and reports when none is open', () => {
    const tracked = element();
    const closed: string[] = [];
    const forget = trackOpenDialog(tracked, () => closed.push('tracked'));
    expect(closeNewestDialog(documentWith(tracked, element()))).toBe(true);
    expect(closed).toEqual(['tracked']);
    forget();
    expect(closeNewestDialog(documentWith(tracked))).toBe(false);
  });
});
