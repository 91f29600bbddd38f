import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Button,
  ErrorPanel,
  FormErrorBox,
  Modal,
  PasswordField,
  TextArea,
  TextField,
  useToast,
  clearToasts,
  LoadingOverlay,
  EmptyState,
  SkeletonCard,
  SkeletonGroup,
} from '../index';
import { renderWithDesignSystem } from '../testing';

describe('Button', () => {
  it('runs its action, and blocks it while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithDesignSystem(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('TextField and Field', () => {
  it('labels the input, marks it required and shows a translated error under it', () => {
    renderWithDesignSystem(<TextField label="Email" required error="validation.invalidEmail" defaultValue="sara@" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    expect(input).toHaveValue('sara@');
  });
  it('shows the Arabic error text in Arabic', () => {
    renderWithDesignSystem(<TextField label="البريد الإلكتروني" error="validation.required" />, { locale: 'ar' });
    expect(screen.getByText('هذا الحقل مطلوب.')).toBeInTheDocument();
  });
  it('shows server text that is not a message id as given', () => {
    renderWithDesignSystem(<TextField label="Name" error="Name already used by another host" />);
    expect(screen.getByText('Name already used by another host')).toBeInTheDocument();
  });
});

describe('TextArea counter', () => {
  it('counts characters and turns red above the maximum', async () => {
    function Demo() {
      const [v, setV] = useState('abc');
      return <TextArea label="Description" maxCount={5} value={v} onChange={(e) => setV(e.target.value)} />;
    }
    renderWithDesignSystem(<Demo />);
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'def');
    const counter = screen.getByText('6 / 5').parentElement!;
    expect(counter).toHaveAttribute('data-over', 'true');
    expect(within(counter).getByText('1 character over the limit')).toBeInTheDocument();
  });

  it('counts text a form library wrote through the ref (uncontrolled, no change event)', async () => {
    // what react-hook-form's register does with a default value
    const fill = (el: HTMLTextAreaElement | null) => {
      if (el && !el.value) el.value = 'Pottery';
    };
    renderWithDesignSystem(<TextArea label="Description" maxCount={500} ref={fill} />);
    expect(screen.getByText('7 / 500')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), '!');
    expect(screen.getByText('8 / 500')).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a labelled button', async () => {
    renderWithDesignSystem(<PasswordField label="Password" defaultValue="Secret1!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('FormErrorBox', () => {
  it('lists server errors, translating ids', () => {
    renderWithDesignSystem(<FormErrorBox errors={['error.emailTaken', 'Card declined by the bank']} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(within(alert).getByText('Card declined by the bank')).toBeInTheDocument();
  });
  it('renders nothing without errors', () => {
    renderWithDesignSystem(<FormErrorBox errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Modal', () => {
  function Demo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Modal open={open} onClose={() => setOpen(false)} title="Sign in" footer={<Button>Continue</Button>}>
          <TextField label="Email" />
        </Modal>
      </>
    );
  }
  it('is a labelled modal dialog that takes focus, traps Tab and closes on Esc', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Demo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
  it('translates its close button in Arabic', async () => {
    renderWithDesignSystem(
      <Modal open onClose={() => {}} title="تسجيل الدخول">
        x
      </Modal>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'إغلاق النافذة' })).toBeInTheDocument();
    expect(screen.getByRole('dialog').closest('[data-ds-portal]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('Toasts', () => {
  afterEach(() => {
    act(() => clearToasts());
    jest.useRealTimers();
  });
  function Raise({ kind, duration }: { kind: 'success' | 'error'; duration?: number }) {
    const toast = useToast();
    return <Button onClick={() => toast[kind](kind === 'error' ? 'Could not save' : 'Saved', { duration })}>Raise</Button>;
  }
  it('shows at the top and goes away after 5 seconds', async () => {
    jest.useFakeTimers();
    renderWithDesignSystem(<Raise kind="success" />);
    act(() => screen.getByRole('button', { name: 'Raise' }).click());
    // The first toast downloads the view (toast-on-demand.test.tsx); the 5 s count from then.
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
  it('announces errors as alerts and can be dismissed', async () => {
    renderWithDesignSystem(<Raise kind="error" />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('renders one viewport even when roots are nested', async () => {
    renderWithDesignSystem(
      <>
        <Raise kind="success" />
      </>,
    );
    renderWithDesignSystem(<span>second root</span>);
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });
});

describe('ErrorPanel', () => {
  it('shows a localised message and retries', async () => {
    const onRetry = jest.fn();
    renderWithDesignSystem(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
  it('speaks Arabic', () => {
    renderWithDesignSystem(<ErrorPanel onRetry={() => {}} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('loading and empty states', () => {
  it('announces loading and shows skeleton cards', () => {
    renderWithDesignSystem(
      <>
        <LoadingOverlay visible />
        <SkeletonGroup>
          <SkeletonCard />
          <SkeletonCard />
        </SkeletonGroup>
        <EmptyState title="No experiences yet" description="Try another city." />
      </>,
    );
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading content…')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-skeleton-card]')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'No experiences yet' })).toBeInTheDocument();
  });
});
