import { Hono } from 'hono';
import { CreateVoiceProfileSchema } from '../../core/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { requireUser } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import { validate } from '../http/validate.ts';
import type { AuthedBindings } from '../http/variables.ts';
import { createVoiceProfile } from '../voice-profiles/create-voice-profile.ts';
import { deleteVoiceProfile } from '../voice-profiles/delete-voice-profile.ts';
import { listVoiceProfiles } from '../voice-profiles/list-voice-profiles.ts';
import { setActiveVoiceProfile } from '../voice-profiles/set-active-voice-profile.ts';
import { toVoiceProfile } from '../voice-profiles/to-voice-profile.ts';

type VoiceProfileDeps = Pick<AppDeps, 'db' | 'logger' | 'onVoiceProfileDeleted'>;

// spec §6: signed-in users manage their own profiles; ownership is inside every query, so
// another user's id is simply "not found".
export function createVoiceProfileRoutes({ db, logger, onVoiceProfileDeleted }: VoiceProfileDeps) {
  return new Hono<AuthedBindings>()
    .use('*', requireUser)
    .get('/', async (c) => {
      const rows = await listVoiceProfiles({ db, userId: c.get('user').id });
      return c.json({ profiles: rows.map(toVoiceProfile) });
    })
    .post('/', validate('json', CreateVoiceProfileSchema), async (c) => {
      const input = c.req.valid('json');
      const row = await createVoiceProfile({
        db,
        userId: c.get('user').id,
        voiceName: input.voice_name,
        providerVoiceId: input.elevenlabs_voice_id,
        provider: input.provider,
        audioSampleUrl: input.audio_sample_url,
        voiceSettings: input.voice_settings,
      });
      return c.json({ profile: toVoiceProfile(row) }, 201);
    })
    .post('/:id/activate', async (c) => {
      const row = await setActiveVoiceProfile({ db, userId: c.get('user').id, id: c.req.param('id') });
      if (!row) throw AppError.notFound();
      return c.json({ profile: toVoiceProfile(row) });
    })
    .delete('/:id', async (c) => {
      const row = await deleteVoiceProfile({ db, userId: c.get('user').id, id: c.req.param('id') });
      if (!row) throw AppError.notFound();
      // DESIGN §4 / spec §7: the provider's copy goes too, but its failure never blocks us.
      await onVoiceProfileDeleted?.(row).catch((error: unknown) =>
        logger.error({ err: error, profileId: row.id }, 'provider voice deletion failed'),
      );
      return c.json({ profile: toVoiceProfile(row) });
    });
}
