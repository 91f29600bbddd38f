import { useEffect, useState, useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
  /** Already-localised text: toasts may render in another package's tree (the shell's). */
  message: string;
  title?: string;
  /** Milliseconds before it goes away; spec default 5000. 0 keeps it until dismissed. */
  duration?: number;
  id?: string;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

/*
 * One store per page: this module lives in the shared core (@tajriba/design-system/core), so a
 * toast raised by any remote lands in the one viewport the first-mounted root renders.
 *
 * The queue is here; what draws it (./toast-view.tsx: the region, the items, their icons and
 * dismiss buttons) is downloaded with the first toast, since most pages never show one. Until
 * a view is on screen the countdowns wait, so a toast raised while the view downloads still
 * gets its full time.
 */
type Listener = () => void;
let toasts: ToastItem[] = [];
let viewports: number[] = [];
let nextId = 1;
let nextViewport = 1;
const listeners = new Set<Listener>();
const timers = new Map<string, { handle: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number }>();
let viewShown = false;
let view: typeof import('./toast-view') | null = null;
let viewLoading: Promise<void> | null = null;

function emit() {
  for (const l of listeners) l();
}
function subscribe(l: Listener) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** Downloads the toast view; a failed download is tried again with the next toast. */
function loadToastView(): Promise<void> {
  viewLoading ??= import('./toast-view').then(
    (m) => {
      view = m;
      emit();
    },
    () => {
      viewLoading = null;
    },
  );
  return viewLoading;
}

function startTimer(id: string, ms: number) {
  if (ms <= 0) return;
  if (!viewShown) {
    // Paused until a view draws it (toastViewShown).
    timers.set(id, { handle: null, remaining: ms, startedAt: 0 });
    return;
  }
  const handle = setTimeout(() => dismissToast(id), ms);
  timers.set(id, { handle, remaining: ms, startedAt: Date.now() });
}

export function showToast(options: ToastOptions): string {
  const id = options.id ?? `toast-${nextId++}`;
  const item: ToastItem = {
    id,
    kind: options.kind ?? 'info',
    message: options.message,
    title: options.title,
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
  };
  dismissToast(id, false);
  toasts = [...toasts, item];
  startTimer(id, item.duration);
  if (!view) void loadToastView();
  emit();
  return id;
}

export function dismissToast(id: string, notify = true): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (notify && toasts.length !== before) emit();
}

/** Clears every toast (sign-out, tests). */
export function clearToasts(): void {
  for (const t of timers.values()) if (t.handle) clearTimeout(t.handle);
  timers.clear();
  toasts = [];
  emit();
}

// Hovering or focusing a toast pauses its countdown, so it can be read (WCAG 2.2.1).
export function pauseToast(id: string): void {
  const t = timers.get(id);
  if (!t?.handle) return;
  clearTimeout(t.handle);
  timers.set(id, { handle: null, remaining: Math.max(0, t.remaining - (Date.now() - t.startedAt)), startedAt: 0 });
}
export function resumeToast(id: string): void {
  const t = timers.get(id);
  if (!t || t.handle) return;
  startTimer(id, Math.max(1000, t.remaining));
}

/** Called by the view once it draws: the toasts raised before it arrived start counting down. */
export function toastViewShown(): void {
  if (viewShown) return;
  viewShown = true;
  for (const [id, t] of timers) if (!t.handle) startTimer(id, t.remaining);
}

export function useToast() {
  return {
    show: showToast,
    success: (message: string, options?: Omit<ToastOptions, 'message' | 'kind'>) => showToast({ ...options, message, kind: 'success' }),
    error: (message: string, options?: Omit<ToastOptions, 'message' | 'kind'>) => showToast({ ...options, message, kind: 'error' }),
    info: (message: string, options?: Omit<ToastOptions, 'message' | 'kind'>) => showToast({ ...options, message, kind: 'info' }),
    dismiss: dismissToast,
    clear: clearToasts,
  };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

const currentView = () => view;

/**
 * The top-centre stack. Every DesignSystemRoot renders one, but only the earliest mounted
 * viewport draws, so the page never shows duplicates. It renders nothing until the first toast
 * has brought the view; from then on it draws like the view always had been there.
 */
export function ToastViewport() {
  const [token] = useState(() => nextViewport++);
  const active = useSyncExternalStore(subscribe, () => viewports[0] === token, () => false);
  const loaded = useSyncExternalStore(subscribe, currentView, () => null);
  useEffect(() => {
    viewports = [...viewports, token];
    emit();
    return () => {
      viewports = viewports.filter((v) => v !== token);
      emit();
    };
  }, [token]);
  if (!active || !loaded) return null;
  return <loaded.ToastView />;
}
