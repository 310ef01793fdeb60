/** decap-server's own extension point (its package ships no types): its local backends, registered on an Express app. */
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';
  type Register = (app: Express, options?: { logLevel?: string }) => Promise<void>;
  const middlewares: { registerLocalGit: Register; registerLocalFs: Register };
  export default middlewares;
}
