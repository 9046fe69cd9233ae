import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { WEB_APP_TEXT } from '../../core/catalog/surfaces.ts';
import { ApiError, postJson } from './api-client.ts';
import { transformErrorMessage } from './transform-error-message.ts';
import { voiceNoteFileName } from './voice-note-file-name.ts';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('postJson', () => {
  it('returns the response when the API succeeds', async () => {
    answer(200, { ok: true });
    await expect((await postJson('/api/x', {})).json()).resolves.toEqual({ ok: true });
  });

  it("throws the server's own message for bad input", async () => {
    answer(400, { error: MESSAGES.MESSAGE_TOO_LONG, code: 'INVALID_REQUEST' });
    await expect(postJson('/api/x', {})).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.MESSAGE_TOO_LONG,
    });
  });

  it('keeps Retry-After on a 429', async () => {
    answer(429, {}, { 'Retry-After': '12' });
    const error = await postJson('/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfterS: 12, message: MESSAGES.RATE_LIMITED });
  });

  it('turns a network failure into a plain word that the server is out of reach', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postJson('/api/x', {})).rejects.toMatchObject({
      status: 0,
      message: WEB_APP_TEXT.serverUnreachable,
    });
  });
});

describe('transformErrorMessage (spec §8)', () => {
  it('shows the generation failure for server errors and unknown errors', () => {
    expect(transformErrorMessage(new ApiError('boom', 500))).toBe(MESSAGES.GENERATION_FAILED);
    expect(transformErrorMessage(new Error('x'))).toBe(MESSAGES.GENERATION_FAILED);
  });

  it("shows the server's words for bad input and rate limits", () => {
    expect(transformErrorMessage(new ApiError(MESSAGES.MESSAGE_TOO_LONG, 400))).toBe(
      MESSAGES.MESSAGE_TOO_LONG,
    );
    expect(transformErrorMessage(new ApiError(MESSAGES.TOO_MANY_REQUESTS, 429))).toBe(
      MESSAGES.TOO_MANY_REQUESTS,
    );
  });
});

describe('voiceNoteFileName (spec §9)', () => {
  it('follows adhd-friendly-voice-note-{timestamp}.mp3', () => {
    expect(voiceNoteFileName(new Date(1_700_000_000_000))).toBe('adhd-friendly-voice-note-1700000000000.mp3');
  });
});
