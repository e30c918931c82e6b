import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../shared/theme/theme';
import { AppToaster } from './AppToaster';

describe('the toast area', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('shows toasts below the navbar, never over its controls', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <AppToaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.success('Language changed to English');
    });
    const area = screen.getByText('Language changed to English').closest('[data-rht-toaster]');
    expect(area).not.toBeNull();
    // The same length as the browser holds it (below the navbar's height).
    const expected = document.createElement('div');
    expected.style.top = `calc(${lightTheme.layout.navbarHeight} + 8px)`;
    expect((area as HTMLElement).style.top).toBe(expected.style.top);
    expect((area as HTMLElement).style.top).not.toBe('');
  });
});
