import { utimesSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { doc, FakeSource, makeShellDist, manifest, rawGet as get, startEdge, startUpstream, type Upstream } from './helpers';

/** A source that counts the manifests the edge asks for: one per render of a remote's page. */
class CountingSource extends FakeSource {
  manifestCalls = 0;
  missing = false;
  override async manifest(url: string) {
    this.manifestCalls++;
    return this.missing ? null : super.manifest(url);
  }
}

let api: Upstream;
beforeAll(async () => {
  api = await startUpstream();
});
afterAll(async () => {
  await api.close();
});

async function withEdge(source: FakeSource, fn: (url: string, shellDist: string) => Promise<void>) {
  const shellDist = makeShellDist();
  const edge = await startEdge({ shellDist, source, apiUrl: api.url });
  try {
    await fn(edge.url, shellDist);
  } finally {
    await edge.close();
  }
}


describe('the rendered page is kept per shell build, registry document, language, theme and URL', () => {
  it('renders a page once and serves the same bytes to the next visitor with the same preferences', async () => {
    const source = new CountingSource();
    await withEdge(source, async (url) => {
      const first = await get(`${url}/search`, { cookie: 'tj_prefs=ar.dark' });
      const second = await get(`${url}/search`, { cookie: 'tj_prefs=ar.dark' });
      expect(source.manifestCalls).toBe(1);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      // another language or theme is another page
      const light = await get(`${url}/search`, { cookie: 'tj_prefs=ar.light' });
      const english = await get(`${url}/search`, { cookie: 'tj_prefs=en.dark' });
      expect(source.manifestCalls).toBe(3);
      expect(light.body).toContain('data-theme="light"');
      expect(english.body).toContain('lang="en" dir="ltr" data-theme="dark"');
      // the same path with another query is another URL (its hreflang links differ)
      const query = await get(`${url}/search?query=tea`, { cookie: 'tj_prefs=ar.dark' });
      expect(query.body).toContain('/search?query=tea&amp;lang=en');
    });
  });

  it("never serves one visitor's session, cookies or request id to another", async () => {
    const source = new CountingSource();
    await withEdge(source, async (url) => {
      const signedIn = await get(`${url}/profile/account-settings/payments`, {
        cookie: 'tj_prefs=en.light; tj_rt=REFRESH-OF-ALICE; tj_session=SESSION-OF-ALICE',
        authorization: 'Bearer ACCESS-OF-ALICE',
        'x-request-id': 'alice-request-0001',
      });
      const visitor = await get(`${url}/profile/account-settings/payments`, { cookie: 'tj_prefs=en.light', 'x-request-id': 'bob-request-00002' });
      expect(signedIn.status).toBe(200);
      for (const secret of ['REFRESH-OF-ALICE', 'SESSION-OF-ALICE', 'ACCESS-OF-ALICE', 'alice-request-0001']) {
        expect(signedIn.body).not.toContain(secret);
        expect(visitor.body).not.toContain(secret);
        expect(JSON.stringify(visitor.headers)).not.toContain(secret);
      }
      expect(visitor.headers['x-request-id']).toBe('bob-request-00002');
      expect(visitor.headers['set-cookie']).toBeUndefined();
      expect(visitor.body).toBe(signedIn.body);
    });
  });

  it("a Host header changes only its own page's links, never those served to other hosts", async () => {
    await withEdge(new CountingSource(), async (url) => {
      const forged = await get(`${url}/search`, { host: 'evil.example' });
      expect(forged.body).toContain('href="http://evil.example/search?lang=en"');
      const real = await get(`${url}/search`);
      expect(real.body).not.toContain('evil.example');
      expect(real.body).toContain(`href="${url}/search?lang=en"`);
    });
  });

  it('a new registry document (a promote or rollback) shows on the next request', async () => {
    const source = new CountingSource();
    await withEdge(source, async (url) => {
      expect((await get(`${url}/`)).body).toContain('/remotes/mf-discovery/1.2.0/remoteEntry.js');
      const promoted = structuredClone(doc);
      promoted.revision = 4;
      promoted.remotes['mf-discovery'] = {
        ...promoted.remotes['mf-discovery'],
        version: '1.3.0',
        entry: '/remotes/mf-discovery/1.3.0/remoteEntry.js',
        manifest: '/remotes/mf-discovery/1.3.0/mf-manifest.json',
      };
      source.current = promoted;
      const after = (await get(`${url}/`)).body;
      expect(after).toContain('/remotes/mf-discovery/1.3.0/remoteEntry.js');
      expect(after).not.toContain('/remotes/mf-discovery/1.2.0/');
      // the same content under the same revision (a registry file rewritten by hand) is noticed too
      source.current = { ...promoted, updatedAt: '2026-11-25T03:00:00.000Z' };
      expect((await get(`${url}/`)).body).toContain('2026-11-25T03:00:00.000Z');
    });
  });

  it('a rebuilt shell (new index.html) shows on the next request', async () => {
    await withEdge(new CountingSource(), async (url, shellDist) => {
      expect((await get(`${url}/`)).body).toContain('<title>Tajriba</title>');
      const file = path.join(shellDist, 'index.html');
      writeFileSync(file, readFileSync(file, 'utf8').replace('<title>Tajriba</title>', '<title>Tajriba 2</title>'));
      // a different mtime even on a coarse clock
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await get(`${url}/`)).body).toContain('<title>Tajriba 2</title>');
    });
  });

  it('a page rendered without its remote manifest is served but not kept (its preloads return with the manifest)', async () => {
    const source = new CountingSource();
    source.missing = true;
    await withEdge(source, async (url) => {
      const degraded = await get(`${url}/search`);
      expect(degraded.status).toBe(200);
      expect(degraded.body).not.toContain(manifest.exposes![0].assets!.js!.sync![0]);
      source.missing = false;
      expect((await get(`${url}/search`)).body).toContain('/remotes/mf-discovery/1.2.0/__federation_expose_app.1234.js');
    });
  });

  it('does not keep the page when the registry document is unavailable', async () => {
    const source = new CountingSource(null);
    await withEdge(source, async (url) => {
      expect((await get(`${url}/`)).body).not.toContain('id="registry"');
      source.current = doc;
      expect((await get(`${url}/`)).body).toContain('id="registry"');
    });
  });
});
