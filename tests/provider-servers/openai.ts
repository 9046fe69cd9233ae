import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

// A small OpenAI-compatible /v1/chat/completions server for tests and local development.
// It checks every request against spec §7 and §9, records it, and answers from a queue of
// scripted replies (or a calm echo of the message when the queue is empty).

export type FakeReply = { status: number; body: string } | 'hang';
export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
export type FakeOpenAiServer = {
  baseUrl: string;
  requests: RecordedRequest[];
  // Every way a request broke the contract; a test asserts this stays empty.
  problems: string[];
  enqueue(...replies: FakeReply[]): void;
  // Forgets queued replies, recorded requests and problems, between tests.
  reset(): void;
  close(): Promise<void>;
};

export const completionReply = (content: string, finishReason = 'stop'): FakeReply => ({
  status: 200,
  body: JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
  }),
});

export const errorReply = (status: number, error: { message: string; type?: string; code?: string }) => ({
  status,
  body: JSON.stringify({ error: { param: null, type: null, code: null, ...error } }),
});

type Expected = { apiKey?: string; model: string };

function checkRequest(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: unknown,
  expected: Expected,
) {
  const problems: string[] = [];
  if (method !== 'POST') problems.push(`method is ${method}, not POST`);
  if (path !== '/v1/chat/completions') problems.push(`path is ${path}`);
  if (!headers['content-type']?.startsWith('application/json')) problems.push('Content-Type is not JSON');
  const wantedAuth = expected.apiKey ? `Bearer ${expected.apiKey}` : undefined;
  if (headers.authorization !== wantedAuth) problems.push('Authorization header is wrong');
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (fields.model !== expected.model) problems.push(`model is ${String(fields.model)}`);
  if (fields.temperature !== 0.7) problems.push('temperature is not 0.7');
  if (fields.max_tokens !== 1000) problems.push('max_tokens is not 1000');
  const format = JSON.stringify(fields.response_format);
  if (format !== undefined && format !== '{"type":"json_object"}')
    problems.push(`response_format is ${format}`);
  const messages = Array.isArray(fields.messages)
    ? (fields.messages as { role?: unknown; content?: unknown }[])
    : [];
  if (messages.map((m) => m.role).join(',') !== 'system,user')
    problems.push('messages are not system + user');
  if (!messages.every((m) => typeof m.content === 'string')) problems.push('a message has no text');
  if (!messages.some((m) => String(m.content).toLowerCase().includes('json')))
    problems.push('no message says json');
  return problems;
}

// The message the app asked to rewrite, answered with a calm echo that keeps every fact.
function echoReply(body: unknown): FakeReply {
  const user = (body as { messages?: { content?: string }[] }).messages?.[1]?.content ?? '';
  const original = /<message>\n([\s\S]*)\n<\/message>/.exec(user)?.[1] ?? '';
  const generatedMessage = `Hi! When you have a moment, here is my note:\n\n${original}\n\nNo rush, thank you!`;
  return completionReply(JSON.stringify({ generatedMessage, explanation: 'Echoed by the fake server.' }));
}

export async function startFakeOpenAiServer(expected: Partial<Expected> = {}): Promise<FakeOpenAiServer> {
  const want: Expected = { model: 'gpt-3.5-turbo', ...expected };
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const found = checkRequest(req.method ?? '', path, req.headers, body, want);
    problems.push(...found);
    const reply =
      found.length > 0
        ? errorReply(400, { message: `fake server: ${found.join('; ')}`, type: 'invalid_request_error' })
        : (queue.shift() ?? echoReply(body));
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    problems,
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      problems.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; drop them so close() can finish.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node --import tsx tests/provider-servers/openai.ts` runs it for local development.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeOpenAiServer({ apiKey: process.env.AI_API_KEY });
  console.log(`Fake OpenAI server: AI_BASE_URL=${fake.baseUrl}`);
}
