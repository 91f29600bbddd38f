import { screen } from '@testing-library/react';
import { DataTable, DateRangePicker, FileDropZone } from '../index';
import { renderWithDesignSystem } from '../testing';

// The entry's heavy components load on first use: a busy placeholder, then the real component.
describe('lazily loaded components', () => {
  it('shows a busy placeholder, then the calendar', async () => {
    renderWithDesignSystem(
      <DateRangePicker mode="single" value={null} onChange={() => {}} label="Day" today={new Date(2026, 10, 21)} initialMonth={new Date(2026, 10, 21)} />,
    );
    expect(await screen.findByRole('button', { name: /^Saturday, November 21, 2026/ })).toBeInTheDocument();
  });

  it('renders the real file drop zone', async () => {
    renderWithDesignSystem(<FileDropZone label="Documents" accept={['.pdf']} onFilesAccepted={() => {}} />);
    expect(await screen.findByText('Documents')).toBeInTheDocument();
  });

  it('renders the real data table', async () => {
    renderWithDesignSystem(
      <DataTable<{ id: number; name: string }>
        caption="Guests"
        rows={[{ id: 1, name: 'Noura' }]}
        getRowKey={(r) => r.id}
        columns={[{ key: 'name', header: 'Name', cell: (r) => r.name }]}
      />,
    );
    expect(await screen.findByText('Noura')).toBeInTheDocument();
  });
});
