import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expandInputs, readProjects } from '../nx-projects';

const workspaceRoot = path.resolve(__dirname, '../../..');

describe('projects from the Nx graph', () => {
  it('are the projects `nx show projects` lists, each with its root, tags and package name', async () => {
    const projects = await readProjects(workspaceRoot);
    const nx = JSON.parse(execFileSync(process.execPath, [require.resolve('nx/bin/nx', { paths: [workspaceRoot] }), 'show', 'projects', '--json'], { cwd: workspaceRoot, encoding: 'utf8' })) as string[];
    expect(projects.map((p) => p.name).sort()).toEqual([...nx].sort());
    expect(projects.find((p) => p.name === 'shell')).toMatchObject({ root: 'shell', packageName: 'shell', tags: expect.arrayContaining(['type:shell']) });
    expect(projects.find((p) => p.name === '@tajriba/tools')).toMatchObject({ root: 'tools', configFile: 'tools/project.json', tags: ['type:tooling'] });
  }, 60_000);

  it('give the guard tests’ targets the frontend folders as inputs', async () => {
    const projects = await readProjects(workspaceRoot);
    for (const name of ['@tajriba/federation', '@tajriba/contracts']) {
      expect(projects.find((p) => p.name === name)?.testInputs).toEqual(expect.arrayContaining(['{workspaceRoot}/shell/**/*', '{workspaceRoot}/mf-*/**/*', '{workspaceRoot}/libs/**/*']));
    }
  }, 60_000);
});

describe('expandInputs', () => {
  it('expands named inputs, keeps filesets and leaves dependency inputs out', () => {
    const named = { default: ['{projectRoot}/**/*', 'shared'], shared: ['{workspaceRoot}/a.json'], loop: ['loop'] };
    expect(expandInputs(['default', '^production', { fileset: '{workspaceRoot}/x/**' }, { input: 'shared', dependencies: true }, 'loop'], named)).toEqual([
      '{projectRoot}/**/*',
      '{workspaceRoot}/a.json',
      '{workspaceRoot}/x/**',
    ]);
  });
});
