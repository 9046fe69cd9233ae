import {
  INTENT_OPTIONS,
  PERSONA_OPTIONS,
  TONE_OPTIONS,
} from '../../core/catalog/generation-option-labels.ts';
import { EXTENSION_TEXT as TEXT } from '../../core/catalog/surfaces.ts';
import type { TransformRequest, TransformResult } from '../../core/schemas.ts';
import { TASK_TYPE_TITLES } from '../../core/task-type-titles.ts';
import { type EditableTarget, textOf } from '../content/editable-target.ts';
import { loadSettings } from '../settings.ts';
import { h, select } from './dom.ts';
import { analyzeAndRewrite, analyzeOnDevice, engineSource } from './engine.ts';
import { trapFocus } from './focus-trap.ts';
import { PANEL_STYLES } from './panel-styles.ts';
import { analysisView, rewriteView } from './panel-view.ts';
import { placeBeside } from './position.ts';
import { replaceText } from './replace-text.ts';
import { rewrite } from './rewrite-session.ts';

// The panel, in a shadow root beside the text box. It reads the message, shows the score and the
// marked words, and the rewrite for the chosen task type, tone, intent and reader; Replace writes it
// into the text box. Focus stays in the panel while it is open and goes back to the box on close.
const HOST_ID = 'calmly-panel-host';

export async function openPanel(target: EditableTarget | null) {
  const existing = document.getElementById(HOST_ID);
  if (existing) existing.remove();
  const opened = performance.now();
  const host = h('div', { id: HOST_ID, 'data-state': 'loading' });
  const root = host.attachShadow({ mode: 'open' });
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const body = h('div', {}, h('p', { class: 'note' }, TEXT.loading));
  const close = h('button', { type: 'button' }, TEXT.close);
  const panel = h(
    'div',
    { class: 'panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'calmly-title' },
    h('header', {}, h('h2', { id: 'calmly-title' }, TEXT.panelTitle), close),
    body,
    status,
  );
  root.append(h('style', {}, PANEL_STYLES), panel);
  document.documentElement.append(host);
  placeBeside(panel, target);
  // The panel grows as the analysis and the rewrite arrive: it stays beside the box, in the window.
  new ResizeObserver(() => placeBeside(panel, target)).observe(panel);

  const closePanel = () => {
    host.remove();
    target?.focus();
  };
  close.addEventListener('click', closePanel);
  trapFocus(root, panel, closePanel);
  close.focus();

  const text = target ? textOf(target) : '';
  if (!target || !text.trim()) {
    body.replaceChildren(h('p', {}, target ? TEXT.emptyTextBox : TEXT.noTextBox));
    host.dataset.state = 'empty';
    return;
  }
  const settings = await loadSettings();
  const request: TransformRequest = {
    taskType: 'write-email',
    context: '',
    originalMessage: text,
    tone: 'supportive',
    intent: 'ask',
    persona: 'general',
    ...(settings.wordLists ? { lists: settings.wordLists } : {}),
  };
  const privacy = h(
    'p',
    { class: 'note', 'data-testid': 'privacy' },
    settings.serverUrl ? TEXT.viaServer(new URL(settings.serverUrl).host) : TEXT.onDevice,
  );
  const controls = [
    select(
      'calmly-task',
      TEXT.taskType,
      Object.entries(TASK_TYPE_TITLES).map(([value, label]) => ({ value, label })),
      request.taskType,
    ),
    select('calmly-tone', TEXT.tone, TONE_OPTIONS, request.tone),
    select('calmly-intent', TEXT.intent, INTENT_OPTIONS, request.intent),
    select('calmly-persona', TEXT.persona, PERSONA_OPTIONS, request.persona),
  ] as const;
  const [task, tone, intent, persona] = controls.map((entry) => entry.control) as HTMLSelectElement[];
  const resultArea = h('div', {});
  const detailsArea = h('div', {});
  const replace = h('button', { type: 'button', class: 'primary', disabled: true }, TEXT.replace);
  const copy = h('button', { type: 'button', disabled: true }, TEXT.copy);
  let latest = '';

  // `ready`: the first rewrite, when it was made with the score (below).
  async function showRewrite(ready?: TransformResult) {
    host.dataset.state = 'rewriting';
    const current: TransformRequest = {
      ...request,
      taskType: task?.value ?? request.taskType,
      tone: (tone?.value ?? request.tone) as TransformRequest['tone'],
      intent: (intent?.value ?? request.intent) as TransformRequest['intent'],
      persona: (persona?.value ?? request.persona) as TransformRequest['persona'],
    };
    try {
      const { result, note } = ready
        ? { result: ready, note: null }
        : await rewrite(current, settings.serverUrl);
      latest = result.generatedMessage;
      const view = rewriteView(result, note);
      resultArea.replaceChildren(view.rewrite);
      detailsArea.replaceChildren(view.details);
      replace.disabled = false;
      copy.disabled = false;
      host.dataset.state = 'ready';
      host.dataset.firstRewriteMs ??= String(Math.round(performance.now() - opened));
    } catch {
      status.textContent = TEXT.rewriteFailed;
      host.dataset.state = 'failed';
    }
  }

  // The score first, with the tone findings (insults, threats, blame) that count in it (issue 25),
  // so the panel shows the same score as the app; then the rewrite.
  // On this device the score and the first rewrite are one job, which reads the message once; both
  // show in the same frame either way. Through a server, the rewrite is asked for there.
  const first = settings.serverUrl ? null : await analyzeAndRewrite(request);
  const analysis = first?.analysis ?? (await analyzeOnDevice(text, settings.wordLists));
  host.dataset.analysisMs = String(Math.round(performance.now() - opened));
  host.dataset.engine = engineSource();
  const analysisArea = h('div', {}, analysisView(text, analysis));
  body.replaceChildren(
    privacy,
    analysisArea,
    h('div', { class: 'fields' }, ...controls.map((entry) => entry.field)),
    resultArea,
    h('div', { class: 'actions' }, replace, copy),
    detailsArea,
  );
  for (const control of [task, tone, intent, persona])
    control?.addEventListener('change', () => void showRewrite());
  replace.addEventListener('click', () => {
    const ok = replaceText(target, latest);
    status.textContent = ok ? TEXT.replaced : TEXT.replaceFailed;
    replace.focus();
  });
  copy.addEventListener('click', () => {
    void navigator.clipboard.writeText(latest).then(() => {
      status.textContent = TEXT.copied;
    });
  });
  await showRewrite(first?.result);
}
