// npm start and npm run dev read ./.env when it exists (docker compose reads it too): each variable it sets
// that the environment does not already hold, so `PORT=5001 npm start` still wins over the file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export function loadDotEnv(root, tool) {
  const file = join(root, '.env');
  if (!existsSync(file)) return;
  const vars = parseEnv(readFileSync(file, 'utf8'));
  const taken = Object.keys(vars).filter((name) => process.env[name] === undefined);
  for (const name of taken) process.env[name] = vars[name];
  console.log(`[${tool}] read ${taken.length} setting(s) from .env`);
}
