import { useEffect, useRef } from 'react';
import { focusViewStartWhenShown, isFocusLost } from '../lib/dialog-focus.ts';

// The view-change half of the shared focus rule (lib/dialog-focus.ts): when the screen changes
// under the person (sign out, Back to Live Playground, a task picked from a sidebar that folds
// away) and the control they used went with it, focus moves to the new screen's heading instead
// of falling to <body>. A screen that placed focus itself is left alone.
export function useFocusOnViewChange(viewKey: string) {
  const shownKey = useRef(viewKey);
  useEffect(() => {
    if (shownKey.current === viewKey) return;
    shownKey.current = viewKey;
    if (isFocusLost()) focusViewStartWhenShown();
  }, [viewKey]);
}
