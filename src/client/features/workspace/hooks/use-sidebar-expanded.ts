import { useEffect, useState } from 'react';
import { SIDEBAR_COLLAPSE_BREAKPOINT_PX } from '../../../../core/constants.ts';

// spec §2/§9: the sidebar collapses by itself under 1024 px. The media query matches the same
// width the CSS breakpoints see (the viewport, scrollbar included).
const WIDE_QUERY = `(min-width: ${SIDEBAR_COLLAPSE_BREAKPOINT_PX}px)`;

// Expanded on wide screens and collapsed on narrow ones; the toggle overrides that until the
// window next crosses the breakpoint.
export function useSidebarExpanded() {
  const [isExpanded, setIsExpanded] = useState(() => window.matchMedia(WIDE_QUERY).matches);
  const [isWide, setIsWide] = useState(() => window.matchMedia(WIDE_QUERY).matches);

  useEffect(() => {
    const media = window.matchMedia(WIDE_QUERY);
    const follow = () => {
      setIsWide(media.matches);
      setIsExpanded(media.matches);
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  return {
    isExpanded,
    // Under the breakpoint the expanded sidebar floats over the page, so it closes after a choice.
    isOverlay: isExpanded && !isWide,
    toggle: () => setIsExpanded((expanded) => !expanded),
    collapse: () => setIsExpanded(false),
  };
}
