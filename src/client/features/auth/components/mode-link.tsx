import type { ReactNode } from 'react';

// The links between the dialog's modes (spec §4: signin, signup and reset switch through links).
export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-medium text-calm-700 underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
