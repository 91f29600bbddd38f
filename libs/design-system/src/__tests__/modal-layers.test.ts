import { isTopModalLayer, openModalLayer } from '../components/modal-layers';

// The shell's dialogs and a remote's dialogs come from different bundles but share this stack
// (it lives in the shared core): closing order must not matter for the page's scroll lock.
describe('modal layers', () => {
  beforeEach(() => {
    document.body.style.overflow = 'auto';
  });

  it('locks scrolling with the first dialog and restores it after the last, in any closing order', () => {
    const remoteDialog = {};
    const shellDialog = {};
    const releaseRemote = openModalLayer(remoteDialog);
    expect(document.body.style.overflow).toBe('hidden');
    const releaseShell = openModalLayer(shellDialog);
    // the outer dialog closes first (e.g. its query settled): the inner one still needs the lock
    releaseRemote();
    expect(document.body.style.overflow).toBe('hidden');
    releaseShell();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('only the innermost dialog answers Esc', () => {
    const outer = {};
    const inner = {};
    const releaseOuter = openModalLayer(outer);
    const releaseInner = openModalLayer(inner);
    expect(isTopModalLayer(inner)).toBe(true);
    expect(isTopModalLayer(outer)).toBe(false);
    releaseInner();
    expect(isTopModalLayer(outer)).toBe(true);
    releaseOuter();
    expect(isTopModalLayer(outer)).toBe(false);
  });

  it('releasing twice does not unlock a page another dialog still holds', () => {
    const a = {};
    const b = {};
    const releaseA = openModalLayer(a);
    const releaseB = openModalLayer(b);
    releaseA();
    releaseA();
    expect(document.body.style.overflow).toBe('hidden');
    releaseB();
    expect(document.body.style.overflow).toBe('auto');
  });
});
