import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// better-auth's core tables (user, session, account, verification) and its rate-limit table.
// Field names are the ones better-auth's drizzle adapter expects; columns are snake_case.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  // better-auth's `name` is the spec's user_metadata.full_name (mapped in src/core/account.ts).
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// better-auth's own limiter (storage: 'database'), shared by every instance.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// Our fixed-window limiter (src/server/rate-limit): one row per key, updated atomically.
export const rateLimitBucket = pgTable('rate_limit_bucket', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

// spec §3 voice_profiles, plus the provider that made the voice and its settings (DESIGN §4).
export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    voiceName: text('voice_name').notNull(),
    elevenlabsVoiceId: text('elevenlabs_voice_id').notNull(),
    audioSampleUrl: text('audio_sample_url'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider', { enum: ['offline', 'elevenlabs'] }).notNull(),
    voiceSettings: jsonb('voice_settings').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('voice_profiles_user_created_idx').on(table.userId, table.createdAt),
    // DESIGN §4: the database itself keeps "only one active profile per user".
    uniqueIndex('voice_profiles_one_active_per_user').on(table.userId).where(sql`${table.isActive}`),
  ],
);

export type VoiceProfileRow = typeof voiceProfiles.$inferSelect;
export type NewVoiceProfileRow = typeof voiceProfiles.$inferInsert;

// Issue 14: a signed-in user's offline voice and pace, kept with their profile. Values are
// checked by SpeechStyleSchema (src/core/speech/offline-voices-schema.ts) on the way in and out.
export const speechPreferences = pgTable('speech_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  voice: text('voice').notNull(),
  pace: text('pace').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Issue 16: a person's word lists (src/core/lists), one row per user, replaced whole on save.
// The lists are validated with WordListsSchema on the way in and again on the way out.
export const wordLists = pgTable('word_lists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lists: jsonb('lists').notNull().$type<unknown>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
