import type { SessionUser } from '../auth/session-user.ts';

// Values middleware puts on the Hono context. Sub-apps use `new Hono<AppBindings>()`.
export type AppVariables = {
  // The caller's IP, taken from the socket (or a trusted proxy header, DESIGN §3).
  clientIp: string;
  // Set by optionalUser / requireUser (null when signed out).
  user: SessionUser | null;
  // The session lookup behind them; memoised per request.
  loadUser: () => Promise<SessionUser | null>;
};

export type AppBindings = { Variables: AppVariables };

// Routes behind requireUser read a non-null user.
export type AuthedBindings = { Variables: Omit<AppVariables, 'user'> & { user: SessionUser } };
