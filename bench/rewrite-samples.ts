// npm run bench:rewrite-samples: prints originals next to their rewrites, so a person can read them
// critically (grammar, capitals, repeats, broken fragments, lines that contradict each other).
// Options (all optional):
//   --ids v001,v009   corpus messages to show (default: a fixed sample across all task types)
//   --enron 12        how many Enron lines to show, spread evenly over the file (default 12)
//   --show own,tasks,tones,intents,personas   which variations to print (default: all but own);
//                     own = only the message's own task type with default options
//   --all             every corpus message instead of the sample
//   --behaviours      only the shared behaviour cases, each with its rewrite, the problems the
//                     behaviour checks find and the meaning guard's warnings
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type BehaviourCase, checkBehaviour } from '../src/core/rewrite/check/behaviour-checks.ts';
import { meaningGuardWarnings } from '../src/core/rewrite/check/meaning-guard.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import {
  INTENTS,
  type Intent,
  PERSONAS,
  type Persona,
  TASK_TYPE_IDS,
  TONES,
  type Tone,
  type TransformRequest,
  TransformRequestSchema,
} from '../src/core/schemas.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const corpusDir = resolve(repoRoot, '../shared/corpus');
const DEFAULT_IDS = ['v001', 'v006', 'v009', 'v012', 'v016', 'v017', 'v021', 'v024', 'v027', 'v031', 'v045'];
const VARIATIONS = ['own', 'tasks', 'tones', 'intents', 'personas'] as const;
type Variation = (typeof VARIATIONS)[number];

interface CorpusMessage {
  id: string;
  taskType: string;
  text: string;
}

const { values } = parseArgs({
  options: {
    ids: { type: 'string' },
    enron: { type: 'string', default: '12' },
    show: { type: 'string', default: 'tasks,tones,intents,personas' },
    all: { type: 'boolean', default: false },
    behaviours: { type: 'boolean', default: false },
  },
});

const messages: CorpusMessage[] = readFileSync(resolve(corpusDir, 'messages.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as CorpusMessage);
const enron = readFileSync(resolve(corpusDir, 'external/enron-requests.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

const ids = values.ids ? values.ids.split(',') : DEFAULT_IDS;
const chosen = values.all ? messages : messages.filter((message) => ids.includes(message.id));
const show = new Set(values.show.split(',') as Variation[]);
const enronCount = Math.max(0, Number(values.enron));
const enronStep = enronCount > 0 ? Math.max(1, Math.floor(enron.length / enronCount)) : 0;
const enronSample = Array.from({ length: enronCount }, (_, index) => index * enronStep)
  .filter((index) => index < enron.length)
  .map((index) => ({ id: `enron#${index + 1}`, taskType: 'write-email', text: enron[index] ?? '' }));

const buildRequest = (
  taskType: string,
  originalMessage: string,
  tone: Tone,
  intent: Intent,
  persona: Persona,
) => TransformRequestSchema.parse({ taskType, originalMessage, tone, intent, persona });

const indent = (text: string) => text.replace(/^/gm, '    ');

function print(label: string, request: TransformRequest) {
  console.log(`  ── ${label}`);
  console.log(indent(rewriteMessage(request).generatedMessage));
}

function showMessage({ id, taskType, text }: CorpusMessage) {
  console.log(`\n════ ${id} (${taskType})\n${indent(text)}`);
  const base = (overrides: Partial<TransformRequest>) => ({
    ...buildRequest(taskType, text, 'supportive', 'ask', 'general'),
    ...overrides,
  });
  if (show.has('own')) print(`task ${taskType}`, base({}));
  if (show.has('tasks')) for (const task of TASK_TYPE_IDS) print(`task ${task}`, base({ taskType: task }));
  if (show.has('tones'))
    for (const tone of TONES.filter((tone) => tone !== 'supportive')) print(`tone ${tone}`, base({ tone }));
  if (show.has('intents'))
    for (const intent of INTENTS.filter((intent) => intent !== 'ask'))
      print(`intent ${intent}`, base({ intent }));
  if (show.has('personas'))
    for (const persona of PERSONAS.filter((persona) => persona !== 'general'))
      print(`persona ${persona}`, base({ persona }));
}

function showBehaviours() {
  const behaviours = readFileSync(resolve(corpusDir, 'rewrite-behaviours.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BehaviourCase);
  for (const behaviour of behaviours) {
    const { text, taskType, tone, intent, persona } = behaviour;
    const request = TransformRequestSchema.parse({ originalMessage: text, taskType, tone, intent, persona });
    const { generatedMessage } = rewriteMessage(request);
    console.log(`\n════ ${behaviour.id} (${taskType} · ${tone} · ${intent} · ${persona})\n${indent(text)}`);
    console.log(`  ──\n${indent(generatedMessage)}`);
    for (const problem of checkBehaviour(behaviour, generatedMessage)) console.log(`  ✗ ${problem}`);
    for (const warning of meaningGuardWarnings(text, generatedMessage)) console.log(`  ⚠ ${warning}`);
  }
}

if (values.behaviours) showBehaviours();
else {
  for (const message of chosen) showMessage(message);
  // Enron lines are real, noisy requests: read them as write-email with default options only.
  for (const { id, text } of enronSample) {
    console.log(`\n════ ${id}\n${indent(text)}`);
    print('write-email', buildRequest('write-email', text, 'supportive', 'ask', 'general'));
  }
}
