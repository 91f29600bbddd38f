/**
 * The page's open modal dialogs, innermost last — across every area. It lives in the shared core
 * because the shell and a remote each bundle their own `Modal`: a remote's reviews dialog and the
 * shell's sign-in dialog on top of it must share one stack, or Esc would close both and the
 * first to close would give the page its scrollbar back under the other.
 */
const layers: object[] = [];
let savedOverflow = '';

/** Registers an open dialog (locking the page's scroll with the first); returns its release. */
export function openModalLayer(token: object): () => void {
  if (layers.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  layers.push(token);
  return () => {
    const i = layers.lastIndexOf(token);
    if (i >= 0) layers.splice(i, 1);
    if (layers.length === 0) document.body.style.overflow = savedOverflow;
  };
}

/** Whether this dialog is the innermost one (only that one answers Esc). */
export function isTopModalLayer(token: object): boolean {
  return layers[layers.length - 1] === token;
}
