import { useEffect, useState, useSyncExternalStore } from 'react';
import { styled, css, keyframes } from 'styled-components';
import { IconButton } from './button';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { useDsIntl } from '../i18n/use-ds-intl';

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
const MAX_VISIBLE = 4;

/*
 * One store per page: @tajriba/design-system is a shared singleton in Module Federation, so a
 * toast raised by any remote lands in the one viewport the first-mounted root renders.
 */
type Listener = () => void;
let toasts: ToastItem[] = [];
let viewports: number[] = [];
let nextId = 1;
let nextViewport = 1;
const listeners = new Set<Listener>();
const timers = new Map<string, { handle: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number }>();

function emit() {
  for (const l of listeners) l();
}
function subscribe(l: Listener) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

function startTimer(id: string, ms: number) {
  if (ms <= 0) return;
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
function pauseToast(id: string) {
  const t = timers.get(id);
  if (!t?.handle) return;
  clearTimeout(t.handle);
  timers.set(id, { handle: null, remaining: Math.max(0, t.remaining - (Date.now() - t.startedAt)), startedAt: 0 });
}
function resumeToast(id: string) {
  const t = timers.get(id);
  if (!t || t.handle) return;
  startTimer(id, Math.max(1000, t.remaining));
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

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const Region = styled.section`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.spacing[4]};
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};
  inline-size: min(480px, 100%);
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[3]} ${theme.spacing[3]} ${theme.spacing[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${({ theme, $kind }) => {
    const tone = theme.colors.status[$kind === 'error' ? 'danger' : $kind];
    return css`
      background: ${tone.bg};
      color: ${tone.fg};
      border: 1px solid ${tone.border};
    `;
  }}
`;

const Text = styled.div`
  flex: 1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  padding-block: ${({ theme }) => theme.spacing[1]};
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const icons = { success: CheckCircleIcon, error: AlertIcon, info: InfoIcon };

/**
 * The top-centre stack. Every DesignSystemRoot renders one, but only the earliest mounted
 * viewport draws, so the page never shows duplicates.
 */
export function ToastViewport() {
  const items = useToasts();
  const { t } = useDsIntl();
  const [token] = useState(() => nextViewport++);
  const active = useSyncExternalStore(subscribe, () => viewports[0] === token, () => false);
  useEffect(() => {
    viewports = [...viewports, token];
    emit();
    return () => {
      viewports = viewports.filter((v) => v !== token);
      emit();
    };
  }, [token]);
  if (!active) return null;
  return (
    <Region aria-label={t('ds.toast.region')}>
      {items.slice(-MAX_VISIBLE).map((item) => {
        const Glyph = icons[item.kind];
        return (
          <Item
            key={item.id}
            $kind={item.kind}
            role={item.kind === 'error' ? 'alert' : 'status'}
            data-kind={item.kind}
            onMouseEnter={() => pauseToast(item.id)}
            onMouseLeave={() => resumeToast(item.id)}
            onFocus={() => pauseToast(item.id)}
            onBlur={() => resumeToast(item.id)}
          >
            <span style={{ paddingBlockStart: 6 }}>
              <Glyph size={20} />
            </span>
            <Text>
              {item.title ? <strong>{item.title}</strong> : null}
              {item.message}
            </Text>
            <IconButton size="sm" label={t('ds.toast.dismiss')} onClick={() => dismissToast(item.id)}>
              <CloseIcon size={16} />
            </IconButton>
          </Item>
        );
      })}
    </Region>
  );
}
