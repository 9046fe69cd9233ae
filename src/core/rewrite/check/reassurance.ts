// Reassurance that is false when a message has a time limit: a reader with ADHD who trusts
// "no rush" misses the deadline. The same pattern as ../shared/tools/rewrite_behaviours.py, so the
// unit tests, the bench and the meaning guard agree with the shared behaviour checks.
export const FALSE_REASSURANCE =
  /\b(?:no rush|no pressure|no hurry|no stress|whenever (?:you can|suits|works|you're free)|when you can\b|take your time|in your own time|at your own pace|when(?:ever)? you(?:'re| are) ready|any ?time is fine|no deadline|there's no deadline)/i;

export const findReassurance = (text: string) => FALSE_REASSURANCE.exec(text)?.[0];
