/**
 * `npm run new-remote -- mf-trips --title-ar "الرحلات" [--title "Trips"] [--route /trips]
 *   [--access public|signed-in|client|host|staff] [--port 4302]`
 *
 * Creates a remote from tools/remote-template, then writes its contract snapshot (the registry's
 * rule: every contract version has one) so `npm run remote -- check --repo` passes at once.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RouteAccess } from '@tajriba/contracts/constants';
import { generateRemote } from './remote-template/generate';

const root = process.env.NEW_REMOTE_ROOT ?? path.resolve(__dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    'title-ar': { type: 'string' },
    route: { type: 'string' },
    access: { type: 'string' },
    port: { type: 'string' },
    'no-snapshot': { type: 'boolean', default: false },
  },
});

const name = positionals[0];
if (!name) {
  process.stderr.write('usage: npm run new-remote -- mf-<name> --title-ar "<name in Arabic>" [--title "<name in English>"] [--route /<path>] [--access public|signed-in|client|host|staff] [--port <n>]\n');
  process.exit(2);
}
let made;
try {
  made = generateRemote(
    {
      name,
      titleEn: values.title,
      titleAr: values['title-ar'] ?? '',
      route: values.route,
      access: values.access as RouteAccess | undefined,
      port: values.port ? Number(values.port) : undefined,
    },
    root,
  );
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(2);
}
process.stdout.write(`created ${path.relative(process.cwd(), made.dir) || made.dir}/ (${made.files.length} files): ${made.route}, dev harness on port ${made.port}\n`);
if (!values['no-snapshot']) {
  const r = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'infra/registry/src/cli.ts'), 'snapshot-contracts'], { cwd: root, encoding: 'utf8' });
  const line = r.stdout.split('\n').find((l) => l.includes(`${name}/`));
  process.stdout.write(r.status === 0 ? `${line?.trim() ?? 'contract snapshot written'} (commit it)\n` : `snapshot-contracts failed:\n${r.stdout}${r.stderr}`);
  if (r.status !== 0) process.exit(1);
}
process.stdout.write(`next:
  npm install                         # links the new workspace package
  npm run dev -w ${name}              # alone in its dev harness
  npx nx run ${name}:test
  npm run remote -- publish ${name} --env dev
`);
