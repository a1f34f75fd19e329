// `npm run dev`: the API on API_PORT (default 4401) and Vite with hot reload on PORT (default 4400),
// proxying /api (HTTP and WebSocket) to the API.
import { npx, startServer } from './run.mjs';

const apiPort = process.env.API_PORT ?? '4401';
startServer({ PORT: apiPort });
const code = await npx('vite', ['--config', 'host-demo/app/vite.config.ts'], {
  env: { ...process.env, API_PORT: apiPort },
});
process.exit(code);
