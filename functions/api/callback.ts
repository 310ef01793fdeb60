/** The content manager's GitHub sign-in, GitHub's way back (server/cms-sign-in.ts). */
import { finishSignIn } from '../../server/cms-sign-in';
import type { SignInEnv } from '../../server/cms-sign-in';

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }) => finishSignIn(request, env);
