import type { ReactNode } from 'react';
import { Button, Modal } from '@tajriba/design-system';

export interface ConfirmDialogProps {
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  children: ReactNode;
  confirmTestId: string;
}

/** A small confirmation before something that cannot be undone (delete a list or a card, cancel a reservation). */
export function ConfirmDialog({ title, cancelLabel, confirmLabel, onConfirm, onClose, pending, children, confirmTestId }: ConfirmDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!pending}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
