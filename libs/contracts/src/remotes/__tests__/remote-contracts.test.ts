import { eventCatalogue, type EventName } from '../../events/index';
import {
  getEventSchema,
  publishContract,
  publishShellContract,
  remoteContractSchema,
  remoteContracts,
  semverMajor,
  shellContract,
  shellContractSchema,
} from '../../remote-contract';
import { routeTable } from '../../routes';

describe('remote contracts', () => {
  it('every catalogue entry is a valid contract filed under its own name', () => {
    for (const [name, contract] of Object.entries(remoteContracts)) {
      const parsed = remoteContractSchema.parse(contract);
      expect(parsed.name).toBe(name);
      expect(parsed.exposes.map((e) => e.module)).toContain('./app');
    }
  });

  it('the shell contract is valid and supports the current major of every remote contract', () => {
    const shell = shellContractSchema.parse(shellContract);
    for (const c of Object.values(remoteContracts)) {
      expect(shell.supports[c!.name]).toContain(semverMajor(c!.contractVersion));
    }
  });

  it('the shell can compose every remote of the route table (and parcel-only remotes besides)', () => {
    const routed = new Set(routeTable.map((r) => r.remote).filter((r) => r !== 'shell'));
    expect(Object.keys(shellContract.supports)).toEqual(expect.arrayContaining([...routed]));
  });

  it('every declared fixture matches the current schema of the event it claims to emit', () => {
    for (const c of [...Object.values(remoteContracts), shellContract]) {
      for (const e of c!.events.emits) {
        const schema = getEventSchema(e.name as EventName, e.version)!;
        for (const f of e.fixtures) expect({ event: e.name, ok: schema.safeParse(f).success }).toEqual({ event: e.name, ok: true });
      }
    }
  });

  it('the published form carries the JSON Schema of every consumed event version', () => {
    const published = publishContract(remoteContracts['mf-discovery']!);
    expect(published.format).toBe(1);
    expect(published.eventSchemas['auth:session-changed']['1']).toMatchObject({ type: 'object', required: ['signedIn', 'userId', 'role'] });
    const shell = publishShellContract(shellContract);
    expect(Object.keys(shell.eventSchemas).sort()).toEqual(shellContract.events.consumes.map((c) => c.name).sort());
    expect(Object.keys(eventCatalogue)).toEqual(expect.arrayContaining(Object.keys(shell.eventSchemas)));
  });

  it('semverMajor reads the major and rejects non-semver', () => {
    expect(semverMajor('2.10.3-rc.1')).toBe(2);
    expect(() => semverMajor('v2')).toThrow();
  });
});
