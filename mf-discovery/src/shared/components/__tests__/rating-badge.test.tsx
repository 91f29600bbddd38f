import { screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { discoveryMessages } from '../../../testing/messages';
import { RatingBadge } from '../rating-badge';

const show = (status: string, rating: number | null, locale: 'en' | 'ar' = 'en') =>
  renderWithDesignSystem(<RatingBadge status={status} rating={rating} />, { messages: discoveryMessages, locale });

describe('RatingBadge', () => {
  it('shows the guest favourite badge', () => {
    show('guestFavourite', 4.9);
    expect(screen.getByText('Guest favourite')).toBeInTheDocument();
    expect(screen.queryByText('4.9')).not.toBeInTheDocument();
  });
  it('shows the top 5 badge', () => {
    show('top5', 4.7);
    expect(screen.getByText('Top 5%')).toBeInTheDocument();
  });
  it('shows "new" for new experiences, not a number', () => {
    show('new', 5);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('5.0')).not.toBeInTheDocument();
  });
  it('shows the number otherwise', () => {
    show('rated', 4.77);
    expect(screen.getByText('4.77')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.77 out of 5')).toBeInTheDocument();
  });
  it('shows nothing for other statuses or a missing rating', () => {
    const { unmount } = show('suspended', 4.2);
    expect(document.querySelector('[data-status]')).toBeNull();
    expect(screen.queryByText('4.2')).not.toBeInTheDocument();
    unmount();
    show('rated', null);
    expect(document.querySelector('[data-status]')).toBeNull();
  });
  it('speaks Arabic', () => {
    show('guestFavourite', 4.9, 'ar');
    expect(screen.getByText('مفضّلة لدى الضيوف')).toBeInTheDocument();
  });
});
