import type { Random } from './fuzz-random.ts';
import { FUZZ_ROUTES, type FuzzContext, type FuzzRoute } from './fuzz-routes.ts';
import { fieldValue, unsafeFragment, wrongType } from './fuzz-values.ts';

export type FuzzRequest = {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  // Which cookie to send: the signed-in one, none, or a broken one.
  cookie: 'valid' | 'none' | string;
};

const JSON_TYPE = 'application/json';
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json; charset=utf-16',
  'application/problem+json',
];
const BROKEN_COOKIES = [
  'better-auth.session_token=%00',
  'better-auth.session_token=abc%00def.sig',
  'better-auth.session_token=%ED%A0%80',
  'better-auth.session_token=%E0%A4%A',
  '__Secure-better-auth.session_token=%00.x',
  'better-auth.session_token=not-a-signed-token',
  'better-auth.session_token=',
  `better-auth.session_token=${'a'.repeat(8_000)}`,
  'garbage;;;==;',
  'other=%00; better-auth.session_token=x.y',
];

export function fuzzRequest(random: Random, context: FuzzContext): FuzzRequest {
  const route = random.pick(FUZZ_ROUTES);
  const request: FuzzRequest = {
    label: `${route.method} ${route.path(random, context).split('?')[0]}`,
    method: route.method,
    path: route.path(random, context),
    headers: {},
    cookie: random.chance(0.6) ? 'valid' : random.chance(0.5) ? 'none' : random.pick(BROKEN_COOKIES),
  };
  if (route.body === 'json') addJsonBody(random, route, request, context);
  if (route.body === 'multipart') addMultipartBody(random, request);
  if (random.chance(0.05)) request.headers['x-huge'] = 'h'.repeat(random.pick([8_000, 64_000]));
  if (random.chance(0.03))
    for (let index = 0; index < 150; index += 1) request.headers[`x-many-${index}`] = 'v';
  if (random.chance(0.05))
    request.path += `?q=${unsafeFragment(random)}&callbackURL=${unsafeFragment(random)}`;
  if (random.chance(0.03)) request.path = request.path.replace(/\/([^/]*)$/, `/$1${unsafeFragment(random)}`);
  return request;
}

function addJsonBody(random: Random, route: FuzzRoute, request: FuzzRequest, context: FuzzContext) {
  request.headers['content-type'] = random.chance(0.9) ? JSON_TYPE : random.pick(WRONG_TYPES);
  const valid = Object.fromEntries(
    Object.entries(route.fields ?? {}).map(([name, make]) => [
      name,
      fieldValue(random, () => make(random, context)),
    ]),
  );
  const roll = random.next();
  if (roll < 0.7) request.body = JSON.stringify(valid);
  else if (roll < 0.78)
    request.body = JSON.stringify(valid).slice(0, random.int(0, JSON.stringify(valid).length - 1));
  else if (roll < 0.84) request.body = deeplyNested(random);
  else if (roll < 0.88) request.body = JSON.stringify(wrongType(random));
  else if (roll < 0.92)
    request.body = JSON.stringify({ ...valid, padding: 'p'.repeat(random.pick([60_000, 70_000, 500_000])) });
  else if (roll < 0.96)
    request.body = random.pick([
      '{',
      '}',
      'nul',
      '{"a":1,}',
      "{'a':1}",
      '\u0000',
      '{"a":"\\ud800"}',
      '{"\\u0000":1}',
    ]);
  else request.body = randomBytes(random, random.int(1, 2_000));
}

function deeplyNested(random: Random) {
  const depth = random.pick([100, 5_000, 20_000]);
  return random.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function randomBytes(random: Random, length: number) {
  return Uint8Array.from({ length }, () => random.int(0, 255));
}

// The clone route's multipart: valid-looking forms, with broken fields, truncated bodies, a wrong
// boundary, an empty body, or no multipart at all.
function addMultipartBody(random: Random, request: FuzzRequest) {
  const boundary = `fuzz${random.int(0, 1e9)}`;
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const parts = [
    part(boundary, 'consent', text(fieldValue(random, () => 'true'))),
    part(boundary, 'name', text(fieldValue(random, () => 'My voice'))),
    part(boundary, 'description', text(fieldValue(random, () => ''))),
    part(boundary, 'durations', text(fieldValue(random, () => '25'))),
    filePart(boundary, random.chance(0.9) ? 'recording.wav' : 'bad\u0000name.wav', randomAudio(random)),
  ];
  let body = `${parts.join('')}--${boundary}--\r\n`;
  const roll = random.next();
  if (roll < 0.25) body = body.slice(0, random.int(0, body.length - 1));
  else if (roll < 0.3) body = '';
  else if (roll < 0.35) body = body.replaceAll(boundary, 'other');
  const contentType = random.chance(0.85)
    ? `multipart/form-data; boundary=${random.chance(0.95) ? boundary : ''}`
    : random.pick(WRONG_TYPES.concat(JSON_TYPE));
  request.headers['content-type'] = contentType;
  request.body = new TextEncoder().encode(body);
}

function part(boundary: string, name: string, value: string) {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function filePart(boundary: string, filename: string, bytes: string) {
  return `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: audio/wav\r\n\r\n${bytes}\r\n`;
}

// A WAV header followed by noise, or plain noise: the route judges type by content.
function randomAudio(random: Random) {
  const noise = Array.from({ length: random.int(0, 400) }, () =>
    String.fromCharCode(random.int(32, 126)),
  ).join('');
  return random.chance(0.5) ? `RIFF\u0024\u0000\u0000\u0000WAVEfmt ${noise}` : noise;
}
