/** The content manager's GitHub sign-in, first step (server/cms-sign-in.ts). */
import { startSignIn } from '../../server/cms-sign-in';
import type { SignInEnv } from '../../server/cms-sign-in';

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }) => startSignIn(request, env);
