// @vitest-environment jsdom
// The text input of the dialogs: label, hint, and an error shown with an icon on a tinted background.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../src/app/theme/system.ts';
import { TextField } from '../../../src/views/auth/TextField.tsx';

afterEach(() => cleanup());

/** The CSS rules emotion wrote for an element's generated classes (jsdom does not resolve CSS variables). */
function stylesOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList]
    .filter((name) => name.startsWith('css-'))
    .flatMap((name) => css.split('}').filter((rule) => rule.includes(`.${name}{`)))
    .join('}');
}

const renderField = (props: Partial<Parameters<typeof TextField>[0]> = {}) =>
  render(
    <ChakraProvider value={appSystem()}>
      <TextField label="Company Name" value="" onChange={vi.fn()} {...props} />
    </ChakraProvider>,
  );

describe('TextField', () => {
  it('labels the input and sends what is typed and when it is left', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderField({ onChange, onBlur, hint: 'As on your invoices' });
    const input = screen.getByLabelText('Company Name');
    expect(input).toHaveAccessibleDescription('As on your invoices');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'A');
    expect(onChange).toHaveBeenCalledWith('A');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('field-error')).toBeNull();
  });

  it('shows an error with an icon on a tinted background, tied to the input (VALID-GENERIC-2, VALID-GENERIC-3)', () => {
    renderField({ error: 'Company name required', hint: 'As on your invoices' });
    const input = screen.getByLabelText('Company Name');
    const error = screen.getByTestId('field-error');
    expect(error).toHaveTextContent('Company name required');
    expect(error.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your invoices Company name required');
    expect(error.parentElement).toHaveAttribute('aria-live', 'polite');
    // The tint: the error box and the input use the theme's error background (a light red).
    expect(stylesOf(error)).toContain('background:var(--chakra-colors-bg-error)');
    expect(stylesOf(input)).toContain('background:var(--chakra-colors-bg-error)');
    expect(stylesOf(error)).toContain('color:var(--chakra-colors-fg-error)');
  });
});
