// Rule "no-punctuation-hole": a dropped word takes the comma that closed it with it. "geez , get
// a grip" without "geez" is "Get a grip", not ", get a grip"; "outside anyhow , fuck it , i 'm"
// keeps one comma, and "eat , drink , piss and shit" ends "eat , drink."; "…, so fuck you" loses
// its "so". Near miss: punctuation the writer put between words ("1:1", "Note: the room moved")
// is untouched, and so is "in an hour or so".
export function withoutHoles(text: string): string {
  const tidied = text
    .replace(/^[\s,;:]+(?=\S)/u, '')
    .replace(/([,;:])(?:\s*[,;:])+/gu, '$1')
    .replace(/\s*[,;:]+(\s*[.!?…]+\s*)$/u, '$1')
    // "… about it , so fuck you ." without the curse: the joining word it leaves behind goes too.
    .replace(/\s*,\s*(?:so|and|but|or)(\s*[.!?…]*\s*)$/iu, '$1');
  return tidied === text ? text : tidied.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
