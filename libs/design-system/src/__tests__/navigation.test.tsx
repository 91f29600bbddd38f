import { lazy, useState, type ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DropdownMenu, Pagination, Popover, Stepper, Tabs, StatusPill, Avatar, initialsOf, usePageMeta } from '../index';
// The component itself; the package entry exports a lazy wrapper (see lazy-components.test.tsx).
import { DataTable } from '../components/data-table';
import { pageWindow } from '../components/pagination';
import { renderWithDesignSystem } from '../testing';

describe('Pagination', () => {
  function Demo({ total = 5, start = 1 }: { total?: number; start?: number }) {
    const [page, setPage] = useState(start);
    return <Pagination page={page} totalPages={total} onPageChange={setPage} />;
  }
  it('shows "Page X of N" and disables previous on the first page', async () => {
    renderWithDesignSystem(<Demo />);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
  it('disables next on the last page', () => {
    renderWithDesignSystem(<Demo start={5} />);
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
  it('is localised in Arabic with Arabic digits', () => {
    renderWithDesignSystem(<Demo start={2} total={12} />, { locale: 'ar' });
    expect(screen.getByText('صفحة ٢ من ١٢')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'السابق' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
  });
  it('shows page numbers (first, last, the current one and its neighbours) and goes to the one chosen', async () => {
    renderWithDesignSystem(<Demo start={6} total={12} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '5', '6', '7', '12']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(screen.getByText('Page 12 of 12')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '9', '10', '11', '12']);
  });
  it('numbers a short run of pages without gaps', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
  it('is hidden for a single page', () => {
    renderWithDesignSystem(<Demo total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with arrows, selects, and Esc returns focus', async () => {
    const user = userEvent.setup();
    const onProfile = jest.fn();
    const onSignOut = jest.fn();
    renderWithDesignSystem(
      <DropdownMenu
        trigger={(p) => <Button {...p}>Account</Button>}
        items={[
          { id: 'profile', label: 'Profile', onSelect: onProfile },
          { id: 'host', label: 'Switch to hosting', onSelect: () => {}, disabled: true },
          { id: 'out', label: 'Sign out', onSelect: onSignOut, danger: true, separatorBefore: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    act(() => trigger.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalled();
    expect(onProfile).not.toHaveBeenCalled();
  });
});

describe('Popover', () => {
  it('opens, focuses its content and closes on Esc', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(
      <Popover label="Guests" trigger={(p) => <Button {...p}>Guests</Button>}>
        {(close) => <Button onClick={close}>Apply</Button>}
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Guests' }));
    expect(screen.getByRole('dialog', { name: 'Guests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guests' })).toHaveFocus();
  });

  // A lazy chunk may arrive after the click: the panel opens at once (busy, focused, Esc works)
  // and the focus moves to the first control when the content lands.
  function lazyContent() {
    let resolve!: (m: { default: ComponentType }) => void;
    const Content = lazy(() => new Promise<{ default: ComponentType }>((r) => (resolve = r)));
    return { Content, arrive: () => act(async () => resolve({ default: () => <Button>Apply</Button> })) };
  }

  it('opens at once around lazy content and focuses its first control when it arrives', async () => {
    const user = userEvent.setup();
    const { Content, arrive } = lazyContent();
    renderWithDesignSystem(
      <Popover label="Guests" trigger={(p) => <Button {...p}>Guests</Button>}>
        <Content />
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Guests' }));
    const dialog = screen.getByRole('dialog', { name: 'Guests' });
    expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
    await arrive();
    expect(await within(dialog).findByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it('closes on Esc while its lazy content is loading', async () => {
    const user = userEvent.setup();
    const { Content } = lazyContent();
    renderWithDesignSystem(
      <Popover label="Guests" trigger={(p) => <Button {...p}>Guests</Button>}>
        <Content />
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Guests' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guests' })).toHaveFocus();
  });

  it('leaves the focus where the person moved it while the content loaded', async () => {
    const user = userEvent.setup();
    const { Content, arrive } = lazyContent();
    renderWithDesignSystem(
      <>
        <Popover label="Guests" trigger={(p) => <Button {...p}>Guests</Button>}>
          <Content />
        </Popover>
        <Button>Elsewhere</Button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Guests' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await arrive();
    await screen.findByRole('button', { name: 'Apply' });
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

describe('Tabs', () => {
  function Demo() {
    const [tab, setTab] = useState('upcoming');
    return (
      <Tabs
        label="Reservations"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'upcoming', label: 'Upcoming', content: 'Upcoming list' },
          { key: 'past', label: 'Past', content: 'Past list' },
        ]}
      />
    );
  }
  it('switches with arrows, flipped in RTL', async () => {
    renderWithDesignSystem(<Demo />, { locale: 'ar' });
    act(() => screen.getByRole('tab', { name: 'Upcoming' }).focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Past list');
  });
});

describe('Stepper', () => {
  it('marks completed steps with a check and the current step', async () => {
    const onStepClick = jest.fn();
    renderWithDesignSystem(
      <Stepper
        current={2}
        onStepClick={onStepClick}
        steps={[
          { id: 'type', label: 'Type' },
          { id: 'highlights', label: 'Highlights' },
          { id: 'location', label: 'Location' },
          { id: 'schedule', label: 'Schedule' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Step 3 of 4' })).toBeInTheDocument();
    const done = screen.getByRole('button', { name: /Type.*completed/ });
    expect(done.querySelector('[data-icon="Check"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Location/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /Schedule/ })).toBeDisabled();
    await userEvent.click(done);
    expect(onStepClick).toHaveBeenCalledWith(0);
  });
});

describe('DataTable', () => {
  type Row = { id: number; guest: string; status: string; amount: string };
  const rows: Row[] = [
    { id: 1, guest: 'Sara', status: 'paid', amount: 'SAR 250.00' },
    { id: 2, guest: 'Omar', status: 'failedPayment', amount: 'SAR 90.00' },
  ];
  const columns = [
    { key: 'guest', header: 'Guest', cell: (r: Row) => r.guest, sticky: 'start' as const, width: 160, rowHeader: true },
    { key: 'status', header: 'Status', cell: (r: Row) => <StatusPill family="payment" status={r.status}>{r.status}</StatusPill> },
    { key: 'amount', header: 'Amount', cell: (r: Row) => r.amount, align: 'end' as const },
  ];
  it('renders typed rows with row headers and tone-coloured statuses', () => {
    renderWithDesignSystem(<DataTable caption="Bookings" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Sara' })).toBeInTheDocument();
    expect(screen.getByText('paid')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('failedPayment')).toHaveAttribute('data-tone', 'danger');
  });
  it('pins sticky columns with a logical inset', () => {
    renderWithDesignSystem(<DataTable caption="Bookings" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const cell = screen.getByRole('rowheader', { name: 'Sara' });
    const css = Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
    const cls = cell.className.split(' ').pop();
    const rule = css.split('}').find((r) => r.includes(`.${cls}`) && r.includes('position'));
    expect(rule).toContain('position:sticky');
    expect(rule).toContain('inset-inline-start:0px');
  });
  it('shows the empty state and pagination', async () => {
    const onPageChange = jest.fn();
    renderWithDesignSystem(
      <DataTable caption="Bookings" columns={columns} rows={[]} getRowKey={(r) => r.id} pagination={{ page: 1, totalPages: 3, onPageChange }} />,
    );
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
  it('shows skeleton rows while loading', () => {
    renderWithDesignSystem(<DataTable caption="Bookings" columns={columns} rows={[]} loading getRowKey={(r) => r.id} />);
    expect(screen.getByText('Loading results…')).toBeInTheDocument();
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('falls back to initials', () => {
    renderWithDesignSystem(<Avatar name="Sara Al-Harbi" />);
    expect(screen.getByRole('img', { name: 'Sara Al-Harbi' })).toHaveTextContent('SH');
    expect(initialsOf('نورة القحطاني')).toBe('نق');
  });
});

describe('usePageMeta', () => {
  function Page({ title, description }: { title?: string; description?: string }) {
    usePageMeta({ title, description });
    return null;
  }
  it('names the page in its language, with the site name, and describes it', () => {
    const { rerender } = renderWithDesignSystem(<Page title="Experiences in Riyadh" description="Tours and classes in Riyadh." />);
    expect(document.title).toBe('Experiences in Riyadh · Tajriba');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Tours and classes in Riyadh.');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Experiences in Riyadh · Tajriba');
    rerender(<Page />);
    expect(document.title).toBe('Tajriba');
  });
  it('is Arabic on an Arabic page', () => {
    renderWithDesignSystem(<Page title="تجارب في الرياض" />, { locale: 'ar' });
    expect(document.title).toBe('تجارب في الرياض · تجربة');
  });
});
