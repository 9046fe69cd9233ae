import { describe, expect, it } from 'vitest';
import { OFFLINE_VOICE_IDS } from '../../src/core/speech/offline-voices.ts';
import { runCliInProcess } from '../support/run-cli-in-process.ts';

const runInProcess = (args: string[], stdin = 'Hi Sam.') => runCliInProcess(args, { stdin });

// Issue 25: `speak --voice` takes the four offline voices and `--pace`; the help names flite.
// (The README test makes an mp3 with --voice slt --pace slower.)
describe('calmly speak options', () => {
  it('--help lists the four offline voices and the paces, and names flite, not eSpeak NG', async () => {
    const { code, stdout } = await runInProcess(['speak', '--help']);
    expect(code).toBe(0);
    for (const voice of OFFLINE_VOICE_IDS) expect(stdout).toContain(voice);
    expect(stdout).toMatch(/--pace natural\|slower/);
    expect(stdout).toContain('flite');
    expect(stdout).not.toMatch(/espeak/i);
  });

  it('refuses an unknown pace with exit code 2, naming the paces', async () => {
    const { code, stderr } = await runInProcess(['speak', '--out', '-', '--pace', 'fast']);
    expect(code).toBe(2);
    expect(stderr).toContain('--pace is natural or slower, not "fast"');
  });

  it('refuses a voice that is neither offline nor usable without an ElevenLabs key', async () => {
    const saved = process.env.ELEVENLABS_API_KEY;
    delete process.env.ELEVENLABS_API_KEY;
    try {
      const { code, stderr } = await runInProcess(['speak', '--out', '-', '--voice', 'Rachel']);
      expect(code).toBe(2);
      expect(stderr).toContain(`"Rachel" is not an offline voice (default, ${OFFLINE_VOICE_IDS.join(', ')})`);
    } finally {
      if (saved !== undefined) process.env.ELEVENLABS_API_KEY = saved;
    }
  });
});
