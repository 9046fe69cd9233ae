// Smooth scrolling can make people with vestibular disorders feel sick: honour prefers-reduced-motion.
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users land where sighted users look.
  target.focus({ preventScroll: true });
}
