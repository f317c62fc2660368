// @vitest-environment jsdom
// A field's blur caused by pressing another control is reported after that control's click, so the
// error it shows cannot move the control away from under the pointer (issue 13: lost clicks).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/app/theme/system.ts';
import { TextField } from '../../../src/views/auth/TextField.tsx';

afterEach(cleanup);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function renderFieldAndLink(order: string[]) {
  render(
    <ChakraProvider value={appSystem()}>
      <TextField label="First name" value="" onChange={() => {}} onBlur={() => order.push('blur reported')} />
      <button type="button" onClick={() => order.push('link clicked')}>
        Already have an account? Sign in.
      </button>
    </ChakraProvider>,
  );
  return { field: screen.getByLabelText('First name'), link: screen.getByRole('button') };
}

describe('blur while a pointer is down', () => {
  it('SIGNUP-4, KNOWN-6: a press on a link blurs the focused field, but the blur is reported after the link’s click', async () => {
    const order: string[] = [];
    const { field, link } = renderFieldAndLink(order);
    field.focus();
    fireEvent.pointerDown(link);
    field.blur();
    expect(order).toEqual([]);
    fireEvent.pointerUp(link);
    fireEvent.click(link);
    expect(order).toEqual(['link clicked']);
    await nextTask();
    expect(order).toEqual(['link clicked', 'blur reported']);
  });

  it('SIGNUP-FORM-2: leaving a field with the keyboard reports the blur at once', () => {
    const order: string[] = [];
    const { field } = renderFieldAndLink(order);
    field.focus();
    field.blur();
    expect(order).toEqual(['blur reported']);
  });

  it('SIGNUP-FORM-2: a press that ends outside the window still reports the blur (the window loses focus)', async () => {
    const order: string[] = [];
    const { field, link } = renderFieldAndLink(order);
    field.focus();
    fireEvent.pointerDown(link);
    field.blur();
    fireEvent.blur(window);
    await nextTask();
    expect(order).toEqual(['blur reported']);
  });
});
