import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createMp3Encoder } from 'wasm-media-encoders';

// A small ElevenLabs server for tests and local development. It checks every request against
// spec §7 and §9 (headers, each TTS body field, the clone's multipart fields), records it, keeps
// a list of voices (presets plus clones, minus deletions) and answers from a queue of scripted
// replies when one is queued.

export type FakeReply = { status: number; body: string } | 'hang';
export type RecordedFile = { field: string; filename: string; type: string; size: number };
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  json?: unknown;
  fields?: Record<string, string>;
  files?: RecordedFile[];
};
export type FakeElevenLabsServer = {
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  // Every way a request broke the contract; a test asserts this stays empty.
  problems: string[];
  voiceIds(): string[];
  enqueue(...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
};

export const elevenLabsError = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: JSON.stringify({ detail: { status: code, message } }),
});

const PRESETS = [
  { voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' },
  { voice_id: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella' },
  { voice_id: 'ErXwobaYiN9PefSX7bLv', name: 'Antoni' },
];

const EXPECTED_TTS_BODY = {
  model_id: 'eleven_turbo_v2_5',
  voice_settings: { stability: 0.15, similarity_boost: 0.9, style: 0.85, use_speaker_boost: true },
  pronunciation_dictionary_locators: [],
  seed: null,
  previous_text: null,
  next_text: null,
  previous_request_ids: [],
  next_request_ids: [],
  apply_text_normalization: 'auto',
};

// Half a second of real, playable mp3 silence, so a browser test can play the answer.
async function silentMp3() {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: 22_050, channels: 1, bitrate: 64 });
  const body = encoder.encode([new Float32Array(11_025)]).slice();
  const tail = encoder.finalize().slice();
  return Buffer.concat([body, tail]);
}

async function readRequest(req: IncomingMessage, baseUrl: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    try {
      recorded.json = JSON.parse(body.toString('utf8'));
    } catch {
      recorded.json = body.toString('utf8');
    }
  } else if (type.startsWith('multipart/form-data')) {
    const form = await new Request(new URL(recorded.path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    }).formData();
    recorded.fields = {};
    recorded.files = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') recorded.fields[field] = value;
      else recorded.files.push({ field, filename: value.name, type: value.type, size: value.size });
    }
  }
  return recorded;
}

function checkTts(request: RecordedRequest) {
  const problems: string[] = [];
  if (request.headers.accept !== 'audio/mpeg') problems.push('Accept is not audio/mpeg');
  if (!request.headers['content-type']?.startsWith('application/json'))
    problems.push('Content-Type is not JSON');
  const body = (request.json ?? {}) as Record<string, unknown>;
  if (typeof body.text !== 'string' || body.text.trim() === '') problems.push('text is missing');
  const { text: _text, ...rest } = body;
  if (JSON.stringify(rest) !== JSON.stringify(EXPECTED_TTS_BODY)) {
    problems.push(`TTS body fields differ from spec §7: ${JSON.stringify(rest)}`);
  }
  return problems;
}

function checkClone(request: RecordedRequest) {
  const problems: string[] = [];
  const fields = request.fields ?? {};
  if (!fields.name) problems.push('clone has no name');
  if (fields.description === undefined) problems.push('clone has no description');
  const files = request.files ?? [];
  if (files.length === 0) problems.push('clone has no files');
  for (const file of files) {
    if (file.field !== 'files') problems.push(`file sent as field ${file.field}, not files`);
    if (!/^voice_sample\.(webm|ogg|wav)$/.test(file.filename)) problems.push(`file named ${file.filename}`);
    if (file.size === 0) problems.push('an empty file was sent');
  }
  return problems;
}

export async function startFakeElevenLabsServer(apiKey = 'test-eleven-key'): Promise<FakeElevenLabsServer> {
  const mp3 = await silentMp3();
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];
  let voices = [...PRESETS];
  // Never reset: a provider never hands out the same voice id twice.
  let cloned = 0;
  let baseUrl = '';

  const answer = (request: RecordedRequest): { status: number; body: string | Buffer; type: string } => {
    const json = (status: number, value: unknown) => ({
      status,
      body: JSON.stringify(value),
      type: 'application/json',
    });
    const tts = /^\/v1\/text-to-speech\/([^/?]+)$/.exec(request.path);
    const voice = /^\/v1\/voices\/([^/?]+)$/.exec(request.path);
    if (request.method === 'POST' && tts) {
      const id = decodeURIComponent(tts[1] ?? '');
      if (!voices.some((entry) => entry.voice_id === id)) {
        return json(404, {
          detail: { status: 'voice_not_found', message: `A voice with the voice_id ${id} was not found.` },
        });
      }
      return { status: 200, body: mp3, type: 'audio/mpeg' };
    }
    if (request.method === 'POST' && request.path === '/v1/voices/add') {
      cloned += 1;
      const voiceId = `fake-clone-${cloned}`;
      voices.push({ voice_id: voiceId, name: request.fields?.name ?? '' });
      return json(200, { voice_id: voiceId, requires_verification: false });
    }
    if (request.method === 'GET' && request.path === '/v1/voices') return json(200, { voices });
    if (request.method === 'DELETE' && voice) {
      const id = decodeURIComponent(voice[1] ?? '');
      const before = voices.length;
      voices = voices.filter((entry) => entry.voice_id !== id);
      return voices.length < before
        ? json(200, { status: 'ok' })
        : json(400, { detail: { status: 'voice_not_found', message: 'Voice not found.' } });
    }
    return json(404, { detail: { status: 'not_found', message: 'Not found' } });
  };

  const server = createServer(async (req, res) => {
    const request = await readRequest(req, baseUrl);
    requests.push(request);
    const found: string[] = [];
    if (request.headers['xi-api-key'] !== apiKey) found.push('xi-api-key header is wrong');
    if (request.path.startsWith('/v1/text-to-speech/')) found.push(...checkTts(request));
    if (request.path === '/v1/voices/add') found.push(...checkClone(request));
    problems.push(...found);
    const scripted = found.length === 0 ? queue.shift() : undefined;
    if (scripted === 'hang') return;
    const reply =
      found.length > 0
        ? {
            status: 400,
            body: JSON.stringify({ detail: { status: 'fake_contract', message: found.join('; ') } }),
            type: 'application/json',
          }
        : scripted
          ? { ...scripted, type: 'application/json' }
          : answer(request);
    res.writeHead(reply.status, { 'Content-Type': reply.type }).end(reply.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    apiKey,
    requests,
    problems,
    voiceIds: () => voices.map((entry) => entry.voice_id),
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      problems.length = 0;
      voices = [...PRESETS];
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; drop them so close() can finish.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node --import tsx tests/provider-servers/elevenlabs.ts` runs it for local development.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeElevenLabsServer(process.env.ELEVENLABS_API_KEY);
  console.log(
    `Fake ElevenLabs server: ELEVENLABS_BASE_URL=${fake.baseUrl} ELEVENLABS_API_KEY=${fake.apiKey}`,
  );
}
