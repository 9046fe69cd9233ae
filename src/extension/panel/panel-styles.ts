// The panel's own styles, inside its shadow root: the page's styles never reach it, and these never
// reach the page. Light and dark follow the system; at 390 px the panel takes the screen's width.
export const PANEL_STYLES = `
:host { all: initial; }
.panel {
  --bg: #fdfcfa; --fg: #1d2321; --muted: #4a5551; --line: #cfd6d3; --accent: #1a6d61;
  --accent-fg: #ffffff; --mark: #fde7b0; --warn-bg: #fff4e0; --warn-fg: #6b3d00; --focus: #0b5cad;
  position: fixed; z-index: 2147483647; box-sizing: border-box;
  width: min(420px, calc(100vw - 16px)); max-height: calc(100vh - 16px); overflow: auto;
  padding: 16px; border: 1px solid var(--line); border-radius: 12px;
  background: var(--bg); color: var(--fg); box-shadow: 0 8px 30px rgb(0 0 0 / 0.2);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; text-align: left;
}
@media (prefers-color-scheme: dark) {
  .panel {
    --bg: #1b2020; --fg: #eef2f0; --muted: #b9c4c0; --line: #3d4745; --accent: #6fd3c2;
    --accent-fg: #0d1a18; --mark: #5c4a12; --warn-bg: #3a2a10; --warn-fg: #ffd9a0; --focus: #8cc4ff;
  }
}
.panel *, .panel *::before, .panel *::after { box-sizing: border-box; }
header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
h2 { margin: 0; font-size: 18px; }
h3 { margin: 12px 0 4px; font-size: 14px; color: var(--muted); }
p { margin: 4px 0; }
.note { font-size: 13px; color: var(--muted); }
.score { font-size: 22px; font-weight: 700; }
.original, .rewrite { white-space: pre-wrap; overflow-wrap: anywhere; padding: 8px;
  border: 1px solid var(--line); border-radius: 8px; }
mark { background: var(--mark); color: inherit; border-radius: 3px; padding: 0 1px; }
.fields { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; margin-top: 8px; }
@media (max-width: 430px) { .fields { grid-template-columns: 1fr; } }
.field { display: flex; flex-direction: column; gap: 2px; font-size: 13px; min-width: 0; }
.field select { width: 100%; min-width: 0; }
select, button { font: inherit; color: var(--fg); background: var(--bg);
  border: 1px solid var(--line); border-radius: 8px; padding: 6px 8px; min-height: 36px; }
button { cursor: pointer; font-weight: 600; }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.warnings { background: var(--warn-bg); color: var(--warn-fg); border-radius: 8px; padding: 8px 8px 8px 24px;
  margin: 4px 0; }
.status:empty { display: none; }
.status { margin-top: 8px; font-size: 14px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;
