import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { liveDocument, remoteCli, remoteContainer, repoRoot, restoreEnvironment, startEdge, type EdgeServer } from '../support/deployment';
import { shot } from '../support/site';

/**
 * Issue 10, "Remotes declare their own routes": a throw-away remote made by the generator
 * (`npm run new-remote`) is built, published to the staging environment of the site's registry,
 * and its route renders in the composed site — while the shell's built files stay byte-identical
 * and nothing under libs/ or shell/ changed. The remote, its contract snapshot and staging's
 * document are put back afterwards.
 */

/** sha256 of every file under `dir`, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) {
        if (e !== 'node_modules') walk(p);
      } else out[path.relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function npm(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: repoRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${args.join(' ')} exited with ${code}\n${output}`))));
  });
}

test('a remote made by the generator goes live with its own route: no shell release, no change to libs/', async ({ page }) => {
  test.setTimeout(600_000);
  const shellDist = path.join(repoRoot, 'shell/dist');
  expect(existsSync(path.join(shellDist, 'index.html')), 'the shell is built (CI builds before the journeys)').toBe(true);

  const name = `mf-proof${Date.now().toString(36)}`;
  const route = `/${name.slice(3)}/:id`;
  const dir = path.join(repoRoot, name);
  const snapshots = path.join(repoRoot, 'infra/registry/contracts', name);
  const shellBefore = hashTree(shellDist);
  const platformBefore = { libs: hashTree(path.join(repoRoot, 'libs')), shell: hashTree(path.join(repoRoot, 'shell/src')) };
  const stagingRevision = (await liveDocument('staging')).revision;
  let edge: EdgeServer | null = null;
  try {
    const made = await npm(['new-remote', '--', name, '--title', 'Desert trips', '--title-ar', 'رحلات الصحراء', '--route', route, '--access', 'public']);
    expect(made).toContain(`created ${name}/`);

    // Build, check against its contract, upload, promote: what a team runs for its own area.
    const published = await remoteCli(['publish', name, '--env', 'staging'], { timeoutMs: 400_000 });
    expect(published.stdout).toContain(`published ${name}@`);
    const doc = await liveDocument('staging');
    expect(doc.remotes[name]?.routes).toEqual([{ path: route, access: 'public' }]);

    edge = await startEdge('staging');
    await page.goto(`${edge.url}/${name.slice(3)}/42`);
    const container = remoteContainer(page, name);
    await expect(container.getByRole('heading', { level: 1, name: 'Desert trips' })).toBeVisible();
    await expect(container.getByText('You are browsing as a visitor.')).toBeVisible();
    await expect(container.getByTestId('remote-error-panel')).toHaveCount(0);
    await shot(page, 'new-remote-en');
    await page.getByTestId('language-switch').click();
    await expect(container.getByRole('heading', { level: 1, name: 'رحلات الصحراء' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, 'new-remote-ar');
    // A path the new remote did not declare is still the shell's 404 (with the status).
    expect((await fetch(`${edge.url}/${name.slice(3)}`)).status).toBe(404);

    expect(hashTree(shellDist), 'the shell was not rebuilt').toEqual(shellBefore);
    expect({ libs: hashTree(path.join(repoRoot, 'libs')), shell: hashTree(path.join(repoRoot, 'shell/src')) }, 'nothing in libs/ or shell/ changed').toEqual(platformBefore);
  } finally {
    await edge?.stop();
    await remoteCli(['remove', name, '--env', 'staging', '--force']).catch(() => undefined);
    await restoreEnvironment('staging', stagingRevision);
    rmSync(dir, { recursive: true, force: true });
    rmSync(snapshots, { recursive: true, force: true });
  }
});
