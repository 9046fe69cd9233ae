// The signed-in user as routes see it: `c.get('user')`. `name` is the spec's full_name.
export type SessionUser = { id: string; email: string; name: string };
