/**
 * The content manager's GitHub sign-in, served by the site's own host (functions/api/, decision 038): Decap's
 * `github` backend opens `/api/auth`; GitHub sends the owner back to `/api/callback`, where the code is exchanged for
 * a token (GitHub's web flow has no PKCE, so the secret stays on the host), handed to the opener on the site's origin.
 */
import { ArcticFetchError, generateState, OAuth2Client, OAuth2RequestError } from 'arctic';

/** The host's settings (Cloudflare Pages → Settings → Variables and secrets). */
export interface SignInEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Tests only: a stand-in for github.com on this machine. Any address that is not a loopback one is ignored. */
  GITHUB_URL?: string;
}

/** The paths of the Functions (functions/api/), the only requests the host runs code for (`_routes.json`, postbuild). */
export const SIGN_IN_PATHS = ['/api/auth', '/api/callback'];
const CALLBACK = '/api/callback';
const STATE_COOKIE = '__Secure-cms-sign-in-state';
const TEN_MINUTES = 600;

/** github.com, or the tests' stand-in when GITHUB_URL is a loopback address (never a secret sent elsewhere). */
function githubOrigin(env: SignInEnv): string {
  if (!env.GITHUB_URL || !URL.canParse(env.GITHUB_URL)) return 'https://github.com';
  const url = new URL(env.GITHUB_URL);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? url.origin : 'https://github.com';
}

const oauth = (env: SignInEnv, origin: string) => new OAuth2Client(env.GITHUB_CLIENT_ID!, env.GITHUB_CLIENT_SECRET!, `${origin}${CALLBACK}`);

const stateCookie = (value: string, maxAge: number) => `${STATE_COOKIE}=${value}; Path=${CALLBACK}; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAge}`;

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A value written into an inline script: JSON that cannot close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type Outcome = { token: string } | { error: string };

/** The page the sign-in window ends on: what happened, in words, and the message posted to its opener after the handshake. */
function outcomePage(outcome: Outcome, status: number, headers: Record<string, string> = {}): Response {
  const nonce = crypto.randomUUID().replace(/-/g, '');
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const words =
    'token' in outcome
      ? 'You are signed in. This window closes by itself; if it stays open, close it and go back to the content manager.'
      : `${outcome.error} Close this window and press “Login with GitHub” in the content manager to try again.`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${'token' in outcome ? 'Signed in' : 'Sign-in failed'} · Content manager</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">${'token' in outcome ? 'Signed in' : 'The sign-in did not finish'}</h1>
<p data-testid="sign-in-outcome">${escapeHtml(words)}</p>
<script nonce="${nonce}">
(() => {
  const origin = location.origin;
  const message = ${scriptJson(message)};
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.source === window.opener && event.data === 'authorizing:github') window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:github', origin);
})();
</script>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      ...headers,
    },
  });
}

/** Whether the request comes from the site's own /admin/: by its Referer or, without one, `Sec-Fetch-Site` (no script can set it). */
function fromOwnAdmin(request: Request, origin: string): boolean {
  const referer = request.headers.get('Referer');
  if (!referer) return request.headers.get('Sec-Fetch-Site') === 'same-origin';
  if (!URL.canParse(referer)) return false;
  const url = new URL(referer);
  return url.origin === origin && url.pathname.startsWith('/admin/');
}

/** `/api/auth`: a new state in its cookie, and the way to GitHub's consent page. */
export function startSignIn(request: Request, env: SignInEnv): Response {
  const url = new URL(request.url);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return outcomePage(
      { error: 'Signing in with GitHub is not set up on this site yet (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, docs/publishing.md).' },
      503,
    );
  if (url.searchParams.get('provider') !== 'github') return outcomePage({ error: 'This sign-in only knows GitHub.' }, 400);
  if (!fromOwnAdmin(request, url.origin)) return outcomePage({ error: 'A sign-in starts from this site’s content manager (/admin/).' }, 403);
  // Decap asks for `repo` (private repositories) or `public_repo`; nothing else is granted.
  const scope = url.searchParams.get('scope') === 'public_repo' ? 'public_repo' : 'repo';
  const state = generateState();
  const consent = oauth(env, url.origin).createAuthorizationURL(`${githubOrigin(env)}/login/oauth/authorize`, state, [scope]);
  return new Response(null, {
    status: 302,
    headers: { Location: consent.href, 'Set-Cookie': stateCookie(state, TEN_MINUTES), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

/** `/api/callback`: the state checked, the code exchanged, the token handed to the content manager. */
export async function finishSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url);
  const cleared = { 'Set-Cookie': stateCookie('', 0) };
  const expected = cookieOf(request, STATE_COOKIE);
  const state = url.searchParams.get('state');
  if (!expected || !state || state !== expected)
    return outcomePage(
      { error: 'This sign-in could not be checked: it was started in another browser or window, took longer than ten minutes, or was already used.' },
      400,
      cleared,
    );
  if (url.searchParams.get('error') === 'access_denied') return outcomePage({ error: 'GitHub was not given access, so you are not signed in.' }, 403, cleared);
  const code = url.searchParams.get('code');
  if (!code || !env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return outcomePage({ error: 'GitHub did not send back a sign-in code.' }, 400, cleared);
  try {
    const tokens = await oauth(env, url.origin).validateAuthorizationCode(`${githubOrigin(env)}/login/oauth/access_token`, code, null);
    // GitHub answers a refused code with 200 and an `error` (arctic's GitHub provider checks the same).
    const refused = (tokens.data as { error?: unknown }).error;
    if (typeof refused === 'string') return outcomePage({ error: `GitHub refused the sign-in (${refused}).` }, 502, cleared);
    return outcomePage({ token: tokens.accessToken() }, 200, cleared);
  } catch (error) {
    const words =
      error instanceof ArcticFetchError
        ? 'GitHub could not be reached.'
        : error instanceof OAuth2RequestError
          ? `GitHub refused the sign-in (${error.code}).`
          : 'GitHub answered in a way this site does not understand.';
    return outcomePage({ error: words }, 502, cleared);
  }
}
