import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteContractSchema } from '@tajriba/contracts';
import { generateRemote, nextPort, validate } from '../generate';

// What the generator writes, checked as text here; the e2e journey new-remote.spec.ts builds,
// publishes and opens a generated remote for real.
const root = () => mkdtempSync(path.join(tmpdir(), 'new-remote-'));

describe('new-remote generator', () => {
  it('writes a remote with its contract, catalogues in both languages, tags and no placeholder left', () => {
    const dir = root();
    const made = generateRemote({ name: 'mf-trips', titleEn: 'Trips "soon"', titleAr: 'الرحلات', access: 'signed-in', route: '/trips/:id' }, dir);
    expect(made.files).toEqual(
      expect.arrayContaining(['README.md', 'contract.ts', 'package.json', 'webpack.config.ts', 'src/remote-entry.tsx', 'src/app/app.tsx', 'src/i18n/en.json', 'src/i18n/ar.json', 'src/features/start/i18n/en.json', 'src/dev/index.ts']),
    );
    const read = (f: string) => readFileSync(path.join(made.dir, f), 'utf8');
    for (const f of made.files) expect({ f, left: /__[A-Z_]+__/.test(read(f)) }).toEqual({ f, left: false });

    const pkg = JSON.parse(read('package.json'));
    expect(pkg).toMatchObject({ name: 'mf-trips', nx: { tags: ['type:remote'] }, exports: { './contract': './contract.ts' } });
    expect(JSON.parse(read('src/i18n/en.json'))['trips.title']).toBe('Trips "soon"');
    expect(JSON.parse(read('src/i18n/ar.json'))['trips.title']).toBe('الرحلات');
    expect(read('webpack.config.ts')).toContain('port: 4301');
    expect(read('README.md')).toContain('| `/trips/:id` | `signed-in` |');

    // the contract, evaluated as the registry reads it (the literals between `= ` and ` as const`)
    const routesLiteral = /export const routes = ([\s\S]*?) as const;/.exec(read('contract.ts'))![1];
    const literal = /export const contract = ([\s\S]*?) as const satisfies/.exec(read('contract.ts'))![1];
    const contract = remoteContractSchema.parse(new Function(`const routes = ${routesLiteral}; return (${literal});`)());
    expect(contract).toMatchObject({ name: 'mf-trips', contractVersion: '1.0.0', routes: [{ path: '/trips/:id', access: 'signed-in' }] });

    // the router keys its page by the contract's path (ContractRoutes) instead of writing the route again
    const app = read('src/app/app.tsx');
    expect(app).toContain("import { routes } from '../../contract';");
    expect(app).toContain("<ContractRoutes routes={routes} pages={{ '/trips/:id': <StartPage /> }} />");
    expect(app).not.toMatch(/<Route\b/);
  });

  it('defaults the route to the name and the port to the next free one', () => {
    const dir = root();
    mkdirSync(path.join(dir, 'mf-discovery'));
    writeFileSync(path.join(dir, 'mf-discovery', 'webpack.config.ts'), 'createFederatedConfig({ port: 4307 })');
    expect(nextPort(dir)).toBe(4308);
    expect(generateRemote({ name: 'mf-host-payouts', titleAr: 'المدفوعات' }, dir)).toMatchObject({ route: '/host-payouts', port: 4308 });
  });

  it('refuses what would not work, saying what to give instead', () => {
    const dir = root();
    mkdirSync(path.join(dir, 'mf-taken'));
    expect(validate({ name: 'Trips', titleAr: 'x', route: '/trips' }, dir)).toEqual([expect.stringContaining('use mf- and lowercase words')]);
    expect(validate({ name: 'mf-taken', titleAr: 'x' }, dir)).toEqual(['mf-taken/ already exists']);
    expect(validate({ name: 'mf-a', titleAr: '', route: '/a/*', access: 'admins' as never, port: 80 }, dir)).toHaveLength(4);
    expect(() => generateRemote({ name: 'mf-a', titleAr: '' }, dir)).toThrow(/title-ar/);
  });
});
