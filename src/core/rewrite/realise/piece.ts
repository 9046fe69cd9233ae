// What realise makes of one planned clause, before it is joined into sentences
// (realise-sentences.ts).
export type Piece = {
  text: string;
  isAsk: boolean;
  joinsPrevious: boolean;
  consequence: boolean;
  ownContent: boolean;
};

// A clause told anew as a sentence of its own: it asks nothing, joins nothing and says something.
export const toldPiece = (text: string): Piece => ({
  text,
  isAsk: false,
  joinsPrevious: false,
  consequence: false,
  ownContent: true,
});
