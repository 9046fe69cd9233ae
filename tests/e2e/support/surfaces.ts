import type { Locator, Page } from 'playwright-core';

// Issue 25: in the dark theme no tinted surface may be a bright pill or panel. Every visible,
// non-interactive element's background colour (and each colour of a background gradient) is
// resolved through a canvas, so any CSS colour syntax (rgb, oklab, color-mix) compares alike, and
// its relative luminance (WCAG) is checked. Controls keep their own rules (a primary button is a
// light fill on purpose in dark), and bars and dots (progress bars, meters, status dots) are not
// surfaces.
export function brightSurfaces(page: Page, maxLuminance = 0.3) {
  return page.evaluate((limit) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const channel = (value: number) => {
      const srgb = value / 255;
      return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
    };
    // Luminance of a colour as painted over black, with its alpha: a faint tint is not a panel.
    const luminance = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const COLOR = /(rgba?\([^)]*\)|oklab\([^)]*\)|oklch\([^)]*\)|color\([^)]*\)|#[0-9a-f]{3,8}\b)/gi;
    // Controls, and the fills of meters and progress bars (a figure drawn as a bar, not a surface).
    const INTERACTIVE =
      'button, a, input, select, textarea, summary, [role="tab"], [role="switch"], [role="progressbar"], [role="meter"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest(INTERACTIVE)) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 12 || box.height < 12) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const colors = [style.backgroundColor, ...(style.backgroundImage.match(COLOR) ?? [])];
      const brightest = Math.max(...colors.map(luminance));
      if (brightest > limit) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        found.push(
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} "${name}" ${brightest.toFixed(2)}`,
        );
      }
    }
    return found;
  }, maxLuminance);
}

// How many lines an element's text takes on screen (distinct tops of its text's line boxes).
export function textLineCount(target: Locator) {
  return target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set<number>();
    for (const rect of range.getClientRects()) {
      if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top + rect.height / 2));
    }
    // Rects of one line share a band: merge those whose middles are within a few pixels.
    const sorted = [...tops].sort((a, b) => a - b);
    return sorted.filter((top, index) => index === 0 || top - (sorted[index - 1] ?? 0) > 6).length;
  });
}
