import { screen } from '@testing-library/react';
import { TextArea, WrittenText } from '../index';
import { renderWithDesignSystem } from '../testing';

/**
 * A moderator's note is one text that may hold an English line and an Arabic line. Set as one
 * paragraph in the page's direction, an English page puts the Arabic line on the left (and its
 * full stop on the wrong side): each line must take its own direction and start at its own side.
 */
describe('WrittenText', () => {
  it.each(['ltr', 'rtl'] as const)('sets each line in its own direction, from its own side, whatever the page (%s)', (dir) => {
    document.documentElement.dir = dir;
    renderWithDesignSystem(<WrittenText data-testid="note">{'Add the district.\nأضف اسم الحي.'}</WrittenText>);
    const note = screen.getByTestId('note');
    expect(note.tagName).toBe('P');
    expect(note).toHaveAttribute('dir', 'auto');
    expect(note).toHaveStyle({ unicodeBidi: 'plaintext', textAlign: 'start', whiteSpace: 'pre-line' });
    document.documentElement.removeAttribute('dir');
  });

  it('lets a text area take the same per-line direction while it is being written', () => {
    renderWithDesignSystem(<TextArea label="Note" defaultValue={'Add the district.\nأضف اسم الحي.'} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveStyle({ unicodeBidi: 'plaintext', textAlign: 'start' });
  });
});
