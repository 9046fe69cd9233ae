// Anchors the hero and the footer link to.
export const PLAYGROUND_SECTION_ID = 'playground';
