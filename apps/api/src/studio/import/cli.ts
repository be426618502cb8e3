/**
 * `npm run studio -- import <studio.json>`: creates or updates the studio the file describes, on
 * the same database as the server (`DATABASE_URL` for PostgreSQL, else PGlite in
 * `DATA_DIR/pglite`, default `./data`). Stop a server running on the same PGlite folder first:
 * PGlite allows one process. Exits 1 with the errors on stderr when the file is refused, 2 on
 * wrong usage.
 */
import { join, resolve } from 'node:path';
import { connect } from '../../platform/db/connect.ts';
import { defaultImageDir } from './images.ts';
import { readStudioFile } from './validate.ts';
import { writeStudio } from './write.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { repoRoot } from '../../platform/paths.ts';

const [command, file] = process.argv.slice(2);
if (command !== 'import' || !file) {
  console.error('usage: npm run studio -- import <studio.json>');
  process.exit(2);
}
// npm runs workspace scripts in the workspace folder: a relative path is the caller's.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
// Check the whole file before opening the database: a refused file never touches it.
const checked = await readStudioFile(path);
if (!checked.ok) {
  console.error(`${file} was refused, nothing was written:`);
  for (const error of checked.errors) console.error(`  ${error}`);
  process.exit(1);
}
const handle = await connect({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: join(resolve(process.env.DATA_DIR ?? join(repoRoot, 'data')), 'pglite'),
});
try {
  const today = copenhagenToday();
  const { clientId, created, classesCreated } = await writeStudio(handle.db, checked, {
    today,
    imageDir: defaultImageDir(),
  });
  console.log(
    `${created ? 'Created' : 'Updated'} studio ${clientId} from ${file} (${classesCreated} new classes); open it with ?clientId=${clientId}`,
  );
} finally {
  await handle.close();
}
