// A small dot on a header button that says "a voice is active" (spec §2). Its meaning is in the
// button's accessible name, so the dot itself is hidden from screen readers.
export function StatusDot() {
  return (
    <span
      aria-hidden="true"
      data-testid="active-voice-dot"
      className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-calm-500 ring-2 ring-surface"
    />
  );
}
