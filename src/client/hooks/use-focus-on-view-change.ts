import { useEffect, useRef } from 'react';
import { focusViewStartWhenShown, isFocusLost } from '../lib/dialog-focus.ts';

// The view-change half of the shared focus rule (lib/dialog-focus.ts): when the screen changes
// under the person (sign out, Back to Live Playground, a task picked from a sidebar that folds
// away) and the control they used went with it, focus moves to the new screen's heading instead
// of falling to <body>. A screen that placed focus itself is left alone. `null` is no view yet
// (still loading): the first real view is where the page starts, so focus is not moved there.
export function useFocusOnViewChange(viewKey: string | null) {
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (viewKey === null || shownKey.current === viewKey) return;
    const isFirstView = shownKey.current === null;
    shownKey.current = viewKey;
    if (!isFirstView && isFocusLost()) focusViewStartWhenShown();
  }, [viewKey]);
}
