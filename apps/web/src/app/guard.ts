// The loginedToHomePage guard: with the flag on, a visitor without a token may only see these paths.
// /download is the documented open path; the app-download page itself is /down, and a visitor must be able to reach it
// to install the app before having an account, so both stay open.
export const OPEN_PATHS_WHEN_GUARDED = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'] as const;

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Where to send the visitor instead, or null to let them through. */
export function guardRedirect(pathname: string, state: { loginedToHomePage: boolean; loggedIn: boolean }): string | null {
  if (!state.loginedToHomePage || state.loggedIn) return null;
  const path = normalise(pathname);
  return OPEN_PATHS_WHEN_GUARDED.some((open) => open === path) ? null : '/login';
}
