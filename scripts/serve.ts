/** `npm start`: serves build/client on http://localhost:3000 (PORT to change) as a static host would. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer } from './static-server';

const root = join(process.cwd(), 'build', 'client');
if (!existsSync(join(root, 'index.html'))) {
  console.error('No build found in build/client. Run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
createStaticServer(root).listen(port, '127.0.0.1', () => console.log(`Serving build/client on http://localhost:${port}`));
