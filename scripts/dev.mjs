// npm run dev: the API server in watch mode on PORT (3000) and Vite's dev server on 5173 proxying to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: port,
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  API_PROXY_TARGET: `http://localhost:${port}`,
};
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@hirelane/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
