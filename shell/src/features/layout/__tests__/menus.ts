import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Opens a header menu and waits for its rows, which are a lazy chunk (the panel shows a spinner
 * until they arrive). Every header menu has the skin tone picker. Returns the panel.
 */
export async function openMenu(button: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  await within(panel).findByTestId('skin-tone-picker');
  return panel;
}
